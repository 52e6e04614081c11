// Keeps the roster and the shared 'stations' map in step both ways, so a station paired or
// forgotten at one till is known, or refused, at every till that learns it.
import type * as Y from 'yjs';
import { isFromPeer, sharedMap } from '../sharedDoc';
import { sharedStation } from '../stationShapes';
import { prevails, sharedView, type StationRoster } from './pairedStations';

/** Whether the document names stations, but none of this store: it was kept from another. */
export function heldForAnotherStore(doc: Y.Doc, storeId: string | null): boolean {
  if (storeId === null) return false;
  let named = false;
  for (const value of sharedMap(doc, 'stations').values()) {
    const station = sharedStation.safeParse(value);
    if (!station.success) continue;
    if (station.data.storeId === storeId) return false;
    named = true;
  }
  return named;
}

export class StationsMirror {
  private bound: { map: Y.Map<unknown>; off(): void } | null = null;

  constructor(
    private readonly roster: StationRoster,
    /** Called after a peer's view changed the roster (it is saved by then). */
    private readonly changed: () => void,
  ) {}

  bind(doc: Y.Doc): void {
    this.unbind();
    const map = sharedMap(doc, 'stations');
    const observer = (event: Y.YMapEvent<unknown>) => {
      if (isFromPeer(event.transaction.origin)) this.pull(map, [...event.keysChanged]);
    };
    map.observe(observer);
    this.bound = { map, off: () => map.unobserve(observer) };
    this.pull(map, [...map.keys()]);
    this.push();
  }

  unbind(): void {
    this.bound?.off();
    this.bound = null;
  }

  /** Writes every station whose view here prevails over the map's. */
  push(): void {
    const map = this.bound?.map;
    const storeId = this.roster.storeId;
    if (!map || !storeId) return;
    map.doc!.transact(() => {
      for (const station of this.roster.all()) {
        const there = sharedStation.safeParse(map.get(station.stationId));
        const mine = sharedView(station, storeId);
        const stale = !there.success || there.data.storeId !== storeId;
        if (stale || prevails(mine, there.data)) map.set(station.stationId, mine);
      }
    });
  }

  /** After joining another store: the old store's stations leave the map, then this one's go in. */
  replace(): void {
    const map = this.bound?.map;
    if (!map) return;
    map.doc!.transact(() => {
      for (const key of [...map.keys()]) if (!this.roster.get(key)) map.delete(key);
    });
    this.push();
  }

  private pull(map: Y.Map<unknown>, keys: string[]): void {
    let changed = false;
    for (const key of keys) {
      // Peer input: a value that does not parse is skipped, never trusted.
      const value = sharedStation.safeParse(map.get(key));
      if (value.success && key.length <= 100 && this.roster.merge(key, value.data)) changed = true;
    }
    if (changed) this.roster.save();
    // A peer's older view (say, one undoing a forgetting) is answered with this one.
    queueMicrotask(() => this.push());
    if (changed) this.changed();
  }
}
