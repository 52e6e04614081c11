// Starting, saving and publishing drafts; publishing re-reads the server version first.
import type { Translator } from '@shared/i18n/translate';
import { said } from '@shared/i18n/said';
import { inEnglish, translatorOf } from '@shared/i18n/everyLanguage';
import { failure } from '@shared/i18n/failure';
import {
  LOYALTY_CARD_SUBTYPE,
  createLoyaltyTemplateRequest,
  createTemplateRequest,
  updateTemplateRequest,
  type TemplateResponse,
} from '@shared/api';
import type { z } from 'zod';
import type { ChannelRequest, ChannelResponse } from '@shared/ipc/contract';
import { describeIssues, issuesSaid } from '@shared/ipc/invalid';
import { AppError } from '@shared/ipc/errors';
import type { TemplateDraftView } from '@shared/ipc/views';
import type { CoreContext } from '../context';
import { templateHash } from './hash';
import { buildUpdateBody, editableFrom } from './loyaltyUpdate';
import { readTemplate, type TemplateWorkspace } from './templateActions';

async function serverVersion(
  ctx: CoreContext,
  ws: TemplateWorkspace,
  dynamicPassId: string,
): Promise<TemplateResponse> {
  try {
    return (await readTemplate(ws, ctx, dynamicPassId)).template;
  } catch (error) {
    if (error instanceof AppError && error.kind === 'offline') {
      throw failure('offline', 'main.templates.publishOffline');
    }
    throw error;
  }
}

/** A template as a create body: for a copy of a loyalty program, its counter without the images. */
function copyAsNew(
  template: TemplateResponse,
  kind: 'dynamic' | 'loyalty',
  /** The station's language, which the copy's name is given in. */
  speaking: Translator,
): Record<string, unknown> {
  const editable = editableFrom(template);
  const design = { ...(editable['templateData'] as Record<string, unknown>) };
  const original = String(editable['name'] ?? template.cardTitle ?? '');
  const name = speaking.t('main.templates.copyOf', { name: original }).slice(0, 100);
  if (kind === 'dynamic') {
    return {
      name,
      description: editable['description'],
      dynamicFields: editable['dynamicFields'] ?? [],
      templateData: design,
    };
  }
  const progress = structuredClone(design['loyaltyProgressData']) as
    Record<string, unknown> | undefined;
  if (progress) delete progress['countBasedImageUrls'];
  return {
    ...design,
    name,
    cardSubType: LOYALTY_CARD_SUBTYPE,
    loyaltyProgressData: progress,
    dynamicFields: editable['dynamicFields'],
  };
}

export async function startDraft(
  ctx: CoreContext,
  request: ChannelRequest<'drafts.start'>,
): Promise<TemplateDraftView> {
  const ws = await ctx.workspace();
  if ('dynamicPassId' in request) {
    // One unpublished draft per template: opening it again resumes the manager's edits, however
    // quickly the screen asked, instead of starting a second draft beside them.
    const open = ws.drafts
      .list()
      .find((d) => d.dynamicPassId === request.dynamicPassId && d.publishItemId === null);
    if (open) return open;
    const cached = ws.templates.get(request.dynamicPassId);
    let template = cached?.template ?? null;
    try {
      template = (await readTemplate(ws, ctx, request.dynamicPassId)).template;
    } catch (error) {
      if (!template) throw error;
    }
    const data = editableFrom(template!);
    return ws.drafts.create({
      dynamicPassId: request.dynamicPassId,
      kind: cached?.kind ?? (template!.loyaltyProgressData ? 'loyalty' : 'dynamic'),
      name: String(data['name'] ?? template!.cardTitle ?? request.dynamicPassId),
      data,
      baseHash: templateHash(template),
    });
  }
  const source = request.copyOf ? ws.templates.get(request.copyOf) : null;
  if (request.copyOf && !source) {
    throw failure('notFound', 'main.templates.copySourceMissing');
  }
  const data: Record<string, unknown> = source
    ? copyAsNew(source.template, request.kind, translatorOf(ctx.settings().language))
    : request.kind === 'dynamic'
      ? { name: '', dynamicFields: [], templateData: {} }
      : { name: '', cardSubType: LOYALTY_CARD_SUBTYPE };
  return ws.drafts.create({
    dynamicPassId: null,
    kind: request.kind,
    name: String(data['name']),
    data,
    baseHash: null,
  });
}

/** English names every field for the log; the reader is told the first problem and what of. */
function invalid(what: 'template' | 'update', error: z.ZodError): AppError {
  const problems = describeIssues(error);
  const english = inEnglish(said('main.templates.notPublishable', { what, problems }));
  return new AppError('invalid', english, undefined, issuesSaid(error.issues));
}

export async function publishDraft(
  ctx: CoreContext,
  id: string,
  resolution: 'mine' | 'theirs' | undefined,
): Promise<ChannelResponse<'drafts.publish'>> {
  const ws = await ctx.workspace();
  const draft = ws.drafts.require(id);
  if (draft.publishItemId) {
    return { outcome: 'queued', item: ws.outbox.view(ws.outbox.require(draft.publishItemId)) };
  }
  if (draft.dynamicPassId === null) {
    const kind = draft.kind === 'dynamic' ? 'createTemplate' : 'createLoyaltyTemplate';
    const schema = draft.kind === 'dynamic' ? createTemplateRequest : createLoyaltyTemplateRequest;
    const parsed = schema.safeParse({ ...draft.data, name: draft.name || draft.data['name'] });
    if (!parsed.success) throw invalid('template', parsed.error);
    const row = ws.submit(kind, { body: parsed.data, draftId: draft.id } as never, {
      detail: draft.name,
      alongside: (queued) => ws.drafts.markPublished(draft.id, queued.id),
    });
    return { outcome: 'queued', item: ws.outbox.view(row) };
  }
  const server = await serverVersion(ctx, ws, draft.dynamicPassId);
  const serverHash = templateHash(server);
  if (serverHash !== draft.baseHash && resolution === undefined) {
    return { outcome: 'conflict', draft, server };
  }
  if (resolution === 'theirs') {
    // eslint-disable-next-line i18n/person-facing-text -- a journal record's detail, kept as written
    ws.drafts.remove(draft.id, 'dropped for the server version');
    return { outcome: 'dropped' };
  }
  const body = buildUpdateBody(server, { ...draft.data, name: draft.name || draft.data['name'] });
  const checked = updateTemplateRequest.safeParse(body);
  if (!checked.success) throw invalid('update', checked.error);
  const dynamicPassId = draft.dynamicPassId;
  const row = ws.submit(
    'updateTemplate',
    { dynamicPassId, name: draft.name, body, draftId: draft.id },
    {
      detail: draft.name,
      alongside: (queued) => {
        ws.drafts.rebase(draft.id, serverHash);
        ws.drafts.markPublished(draft.id, queued.id);
      },
    },
  );
  return { outcome: 'queued', item: ws.outbox.view(row) };
}
