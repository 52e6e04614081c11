// The store area: this station's peers and pairing (store/link), and the conflicts a manager
// decides (store/visits).
import type { AreaHandlers, CoreContext } from '../context';
import { linkHandlers } from './link/linkChannels';
import type { StoreLink } from './link/storeLink';
import { conflictHandlers } from './visits/conflictChannels';
import type { StoreNews } from './visits/storeNews';

export function storeHandlers(
  ctx: CoreContext,
  lan: StoreLink | null,
  news: StoreNews,
): AreaHandlers<'store'> {
  const link = linkHandlers(ctx, lan);
  news.statusFrom(() => link['store.status']({}));
  return { ...link, ...conflictHandlers(ctx, news) };
}
