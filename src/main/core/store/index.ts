// The store area: this station's peers and pairing (store/link), and the conflicts a manager
// decides (store/visits).
import type { AreaHandlers, CoreContext } from '../context';
import { linkHandlers } from './link/linkChannels';
import { conflictHandlers, type SetCount } from './visits/conflictChannels';

/** `setCount` queues a manager's corrected count as the counter does. */
export function storeHandlers(ctx: CoreContext, setCount: SetCount): AreaHandlers<'store'> {
  const link = linkHandlers(ctx);
  return { ...link, ...conflictHandlers(ctx, setCount, () => link['store.status']({})) };
}
