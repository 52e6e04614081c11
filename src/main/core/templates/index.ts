// The templates area: templates and loyalty programs, drafts, re-render batches, pass archives.
import type { AreaHandlers, CoreContext } from '../context';
import { publishDraft, startDraft } from './draftActions';
import {
  getTemplate,
  listTemplates,
  queueArchive,
  queueCreateLoyalty,
  queueCreateTemplate,
} from './templateActions';

export function templatesHandlers(
  ctx: CoreContext,
): AreaHandlers<'templates' | 'loyalty' | 'drafts' | 'batches' | 'passes'> {
  const ws = () => ctx.workspace();
  return {
    'templates.list': async ({ refresh }) => listTemplates(ctx, refresh),
    'templates.get': async ({ dynamicPassId, refresh }) => getTemplate(ctx, dynamicPassId, refresh),
    'templates.create': async ({ body }) => queueCreateTemplate(ctx, body),
    'loyalty.create': async ({ body }) => queueCreateLoyalty(ctx, body),

    'drafts.list': async () => ({ drafts: (await ws()).drafts.list() }),
    'drafts.start': async (request) => startDraft(ctx, request),
    'drafts.save': async ({ id, name, data }) => (await ws()).drafts.save(id, name, data),
    'drafts.discard': async ({ id }) => {
      (await ws()).drafts.remove(id);
      return { id };
    },
    'drafts.publish': async ({ id, resolution }) => publishDraft(ctx, id, resolution),

    'batches.get': async ({ batchId }) => (await ws()).batches.read(batchId),
    'passes.archive': async ({ cardId }) => queueArchive(ctx, cardId),
  };
}
