// Reading templates through the cache, and queueing creations and archives through the outbox.
import { failure } from '@shared/i18n/failure';
import type { CreateLoyaltyTemplateRequest, CreateTemplateRequest } from '@shared/api';
import { AppError } from '@shared/ipc/errors';
import type { ChannelResponse } from '@shared/ipc/contract';
import type { CachedTemplate, OutboxKind } from '@shared/ipc/views';
import { showCache, type WalletApi } from '../api';
import type { CoreContext } from '../context';
import type { JournalDetail } from '../journal/details';
import type { Outbox } from '../outbox/outbox';
import type { Payload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import type { TemplateCache } from './cache';
import type { Drafts } from './drafts';

/** What the templates' actions use of the active workspace (workspace.ts). */
export interface TemplateWorkspace {
  /** null while no key is set. */
  readonly api: WalletApi | null;
  readonly templates: TemplateCache;
  readonly drafts: Drafts;
  readonly outbox: Outbox;
  /** Queues a change in one transaction with its journal line (and `alongside`, if given). */
  submit<K extends OutboxKind>(
    kind: K,
    payload: Payload<K>,
    options?: { detail?: JournalDetail; alongside?: (row: OutboxRow) => void },
  ): OutboxRow;
}

export async function refreshTemplateList(ctx: CoreContext, ws: TemplateWorkspace): Promise<void> {
  if (!ws.api) throw failure('auth', 'main.api.noKey');
  const list = await ws.api.listTemplates();
  const at = ctx.now().toISOString();
  ws.templates.replaceAll(list, at);
  ctx.events.emit('templates.changed', { fetchedAt: at });
}

export async function listTemplates(
  ctx: CoreContext,
  refresh: boolean,
): Promise<ChannelResponse<'templates.list'>> {
  const ws = await ctx.workspace();
  let stale = false;
  if (refresh || ws.templates.listFetchedAt() === null) {
    try {
      await refreshTemplateList(ctx, ws);
    } catch (error) {
      if (!showCache(error) && !(error instanceof AppError && !ws.api)) throw error;
      stale = true;
    }
  }
  return { items: ws.templates.list(), fetchedAt: ws.templates.listFetchedAt(), stale };
}

export async function readTemplate(
  ws: TemplateWorkspace,
  ctx: CoreContext,
  dynamicPassId: string,
): Promise<CachedTemplate> {
  if (!ws.api) throw failure('auth', 'main.api.noKey');
  const template = await ws.api.getTemplate(dynamicPassId);
  const cached = ws.templates.put(dynamicPassId, template, ctx.now().toISOString());
  ctx.events.emit('templates.changed', { fetchedAt: ws.templates.listFetchedAt() });
  return cached;
}

export async function getTemplate(
  ctx: CoreContext,
  dynamicPassId: string,
  refresh: boolean,
): Promise<ChannelResponse<'templates.get'>> {
  const ws = await ctx.workspace();
  const cached = ws.templates.get(dynamicPassId);
  if (cached && !refresh) return { template: cached, stale: false };
  try {
    return { template: await readTemplate(ws, ctx, dynamicPassId), stale: false };
  } catch (error) {
    if (cached && (showCache(error) || !ws.api)) return { template: cached, stale: true };
    throw error;
  }
}

export async function queueCreateTemplate(
  ctx: CoreContext,
  body: CreateTemplateRequest,
  draftId: string | null = null,
) {
  const ws = await ctx.workspace();
  const row = ws.submit('createTemplate', { body, draftId }, { detail: body.name });
  return { item: ws.outbox.view(row) };
}

export async function queueCreateLoyalty(
  ctx: CoreContext,
  body: CreateLoyaltyTemplateRequest,
  draftId: string | null = null,
) {
  const ws = await ctx.workspace();
  const row = ws.submit('createLoyaltyTemplate', { body, draftId }, { detail: body.name });
  return { item: ws.outbox.view(row) };
}

export async function queueArchive(ctx: CoreContext, cardId: string) {
  const ws = await ctx.workspace();
  const row = ws.submit('archivePass', { cardId: cardId.trim() }, { detail: cardId });
  return { item: ws.outbox.view(row) };
}
