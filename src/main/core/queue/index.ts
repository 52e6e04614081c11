// The queue area: the outbox as a person sees it, their decisions on it, and the sync's status.
import type { AreaHandlers, CoreContext } from '../context';
import { correctItem, discardItem, listQueue, retryItem } from './actions';

export function queueHandlers(ctx: CoreContext): AreaHandlers<'queue' | 'sync'> {
  return {
    'queue.list': async (request) => listQueue(ctx, request),
    'queue.retry': async ({ itemId }) => retryItem(ctx, itemId),
    'queue.discard': async ({ itemId, withHeld, confirm }) =>
      discardItem(ctx, itemId, withHeld ?? false, confirm ?? false),
    'queue.correct': async ({ itemId }) => correctItem(ctx, itemId),

    'sync.status': async () => (await ctx.workspace()).status(),
    'sync.now': async () => {
      const w = await ctx.workspace();
      w.engine.resume();
      w.connectivity.probeSoon();
      return w.status();
    },
  };
}
