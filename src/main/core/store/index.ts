// The store area: this station's peers and pairing (store/link), and the conflicts a manager
// decides (store/visits).
import type { AreaHandlers, CoreContext } from '../context';
import { linkHandlers } from './link/linkChannels';
import type { StoreLink } from './link/storeLink';
import { conflictHandlers, type SetCount } from './visits/conflictChannels';
import type { StoreNews } from './visits/storeNews';

/** `setCount` queues a manager's corrected count as the counter does. */
export function storeHandlers(
  ctx: CoreContext,
  lan: StoreLink | null,
  news: StoreNews,
  setCount: SetCount,
): AreaHandlers<'store'> {
  const link = linkHandlers(ctx, lan);
  news.statusFrom(() => link['store.status']({}));
  return { ...link, ...conflictHandlers(ctx, news, setCount) };
}
