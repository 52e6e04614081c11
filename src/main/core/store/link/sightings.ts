// Stations discovery reports on the store's network: where each was seen, dialled beside the
// address a paired one was last linked at. An announcement proves nothing, so it never replaces
// that address: only a link made with the station's pinned certificate does.
import { peerAddress } from '@shared/ipc/storeContract';
import type { StoreLink } from './storeLink';

const MAX_SIGHTED = 64;

/** Notes a sighting; true when it was taken (a valid address of another station). */
export function sight(
  link: StoreLink,
  stationId: string,
  address: string,
  name: string | null,
): boolean {
  const where = peerAddress.safeParse(address);
  if (stationId === link.ctx.stationId || !where.success || stationId.length > 100) return false;
  // A busy network cannot grow the list without end: the oldest sighting goes first.
  if (link.sighted.size >= MAX_SIGHTED) link.sighted.delete(link.sighted.keys().next().value!);
  link.sighted.set(stationId, { address: where.data, name: name?.slice(0, 60) ?? null });
  return true;
}
