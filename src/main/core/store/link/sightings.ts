// Stations discovery reports on the store's network: where each was seen, dialled beside the
// address a paired one was last linked at. An announcement proves nothing, so it never replaces
// that address: only a link made with the station's pinned certificate does.
import { peerAddress } from '@shared/ipc/storeContract';

const MAX_SIGHTED = 64;

/** Where a station was seen and, when it said, its name. */
export interface Sighting {
  address: string;
  name: string | null;
}

export class Sightings {
  private readonly seen = new Map<string, Sighting>();

  constructor(private readonly selfId: string) {}

  /** Notes a sighting; true when it was taken (a valid address of another station). */
  sight(stationId: string, address: string, name: string | null): boolean {
    const where = peerAddress.safeParse(address);
    if (stationId === this.selfId || !where.success || stationId.length > 100) return false;
    // A busy network cannot grow the list without end: the oldest sighting goes first.
    if (this.seen.size >= MAX_SIGHTED) this.seen.delete(this.seen.keys().next().value!);
    this.seen.set(stationId, { address: where.data, name: name?.slice(0, 60) ?? null });
    return true;
  }

  get(stationId: string): Sighting | undefined {
    return this.seen.get(stationId);
  }

  /** Every station seen, oldest sighting first. */
  all(): IterableIterator<[string, Sighting]> {
    return this.seen.entries();
  }
}
