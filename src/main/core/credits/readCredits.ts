// The credit balance: the cached one unless asked to refresh, and the cache again when offline.
import type { ChannelResponse } from '@shared/ipc/contract';
import { showCache } from '../api';
import type { CoreContext } from '../context';

export async function readCredits(
  ctx: CoreContext,
  refresh: boolean,
): Promise<ChannelResponse<'credits.get'>> {
  const ws = await ctx.workspace();
  const cached = ws.credits.read(false);
  if (cached && !refresh) return cached;
  if (!ws.api) return ws.credits.read(true);
  try {
    const view = ws.credits.store(await ws.api.getCredits(), ctx.now().toISOString());
    ctx.events.emit('credits.changed', view);
    return view;
  } catch (error) {
    if (showCache(error)) return ws.credits.read(true);
    throw error;
  }
}
