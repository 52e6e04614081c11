// The store area: this station's peers and pairing (lan/link), and the conflicts a manager
// decides (lan/visits).
import type { AreaHandlers, CoreContext } from '../context';
import { linkHandlers } from './link/handlers';
import { conflictHandlers } from './visits/handlers';

export function storeHandlers(ctx: CoreContext): AreaHandlers<'store'> {
  const link = linkHandlers(ctx);
  return { ...link, ...conflictHandlers(ctx, () => link['store.status']({})) };
}
