// The store area: this station's peers and pairing (store/link), and the conflicts a manager
// decides (store/visits).
import type { AreaHandlers, CoreContext } from '../context';
import { linkHandlers } from './link/linkChannels';
import { conflictHandlers } from './visits/conflictChannels';

export function storeHandlers(ctx: CoreContext): AreaHandlers<'store'> {
  const link = linkHandlers(ctx);
  return { ...link, ...conflictHandlers(ctx, () => link['store.status']({})) };
}
