// The store's visits as this station reads them: kept in step with the shared document, grouped
// by member, counting only this station and the paired stations not forgotten.
import type * as Y from 'yjs';
import { isLocalMember } from '../../outbox/payloads';
import { sharedMap } from '../sharedDoc';
import { stationEntry, visitEntry, type VisitEntry } from './visitShapes';

export interface Visit extends VisitEntry {
  /** The outbox item id at the station that wrote it. */
  key: string;
}

/** By time; one station's actions in one millisecond by its own order, others' by key. */
export const byTime = (a: Visit, b: Visit): number =>
  Date.parse(a.at) - Date.parse(b.at) ||
  (a.stationId === b.stationId ? a.seq - b.seq : 0) ||
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

export class StoreVisits {
  private readonly byKey = new Map<string, Visit>();
  private readonly byMember = new Map<string, Set<string>>();
  /** Members known here only by a local id (enrolled offline), who may have a service id now. */
  private readonly locals = new Set<string>();
  /** Redemptions, the few among many stamps that conflicts are found in. */
  private readonly redeems = new Set<string>();
  /** Item id → the undo that took it back. */
  private readonly undoneBy = new Map<string, string>();
  private stations = new Map<string, { name: string; forgotten: boolean }>();
  /** This station: its own visits count whether or not the roster names it. */
  ownStation: string | null = null;
  /** Peer values that failed their shape, and were left out. */
  skipped = 0;

  constructor(doc: Y.Doc) {
    const visits = sharedMap(doc, 'visits');
    const stations = sharedMap(doc, 'stations');
    visits.forEach((value, key) => this.put(key, value));
    this.readStations(stations);
    visits.observe((event) => {
      for (const [key, change] of event.changes.keys) {
        if (change.action !== 'add') this.remove(key);
        if (change.action !== 'delete') this.put(key, visits.get(key));
      }
    });
    stations.observe(() => this.readStations(stations));
  }

  private put(key: string, value: unknown): void {
    const parsed = visitEntry.safeParse(value);
    if (!parsed.success) {
      this.skipped += 1;
      return;
    }
    const visit: Visit = { ...parsed.data, key };
    this.byKey.set(key, visit);
    const keys = this.byMember.get(visit.customerId) ?? new Set<string>();
    this.byMember.set(visit.customerId, keys.add(key));
    if (isLocalMember(visit.customerId)) this.locals.add(visit.customerId);
    if (visit.undoes) this.undoneBy.set(visit.undoes, key);
    if (visit.kind === 'redeem') this.redeems.add(key);
  }

  private remove(key: string): void {
    const visit = this.byKey.get(key);
    if (!visit) return;
    this.byKey.delete(key);
    this.redeems.delete(key);
    const keys = this.byMember.get(visit.customerId);
    keys?.delete(key);
    if (keys?.size === 0) {
      this.byMember.delete(visit.customerId);
      this.locals.delete(visit.customerId);
    }
    if (visit.undoes && this.undoneBy.get(visit.undoes) === key) this.undoneBy.delete(visit.undoes);
  }

  private readStations(map: Y.Map<unknown>): void {
    const next = new Map<string, { name: string; forgotten: boolean }>();
    map.forEach((value, key) => {
      const parsed = stationEntry.safeParse(value);
      if (parsed.success) {
        next.set(key, { name: parsed.data.name, forgotten: parsed.data.forgotten === true });
      } else this.skipped += 1;
    });
    this.stations = next;
  }

  /** This station, or one the store paired and has not forgotten. */
  counts(stationId: string): boolean {
    if (stationId === this.ownStation) return true;
    const station = this.stations.get(stationId);
    return station !== undefined && !station.forgotten;
  }

  get(key: string): Visit | null {
    return this.byKey.get(key) ?? null;
  }

  isUndone(key: string): boolean {
    const undo = this.undoneBy.get(key);
    return undo !== undefined && this.counts(this.byKey.get(undo)!.stationId);
  }

  /** The member's visits that count, oldest first, under any of their ids. */
  ofMember(ids: readonly string[]): Visit[] {
    const found: Visit[] = [];
    for (const id of new Set(ids)) {
      for (const key of this.byMember.get(id) ?? []) {
        const visit = this.byKey.get(key)!;
        if (this.counts(visit.stationId)) found.push(visit);
      }
    }
    return found.sort(byTime);
  }

  /** The member's latest redemption that counts and was not undone. */
  latestRedemption(ids: readonly string[]): Visit | null {
    const redemptions = this.ofMember(ids).filter(
      (v) => v.kind === 'redeem' && !this.isUndone(v.key),
    );
    return redemptions.at(-1) ?? null;
  }

  /** Every redemption that counts, for finding conflicts. */
  redemptions(): Visit[] {
    return [...this.redeems]
      .map((key) => this.byKey.get(key)!)
      .filter((v) => this.counts(v.stationId));
  }

  localIds(): string[] {
    return [...this.locals];
  }

  /** Every key under the member's ids, whichever station wrote it and whether it counts. */
  keysOf(ids: readonly string[]): string[] {
    return ids.flatMap((id) => [...(this.byMember.get(id) ?? [])]);
  }

  /** Every station that wrote a visit here. */
  stationIds(): string[] {
    return [...new Set([...this.byKey.values()].map((v) => v.stationId))];
  }

  /** A station's visits and their keys, for pruning its own. */
  writtenBy(stationId: string): Visit[] {
    return [...this.byKey.values()].filter((v) => v.stationId === stationId);
  }
}
