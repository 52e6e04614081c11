// Conflicts found in the store's shared visits: two redemptions of one card taken on either side
// of a split network, neither knowing of the other, and a manager's decision on each.
import type * as Y from 'yjs';
import { sharedMap } from '../sharedDoc';
import { resolutionEntry, type ResolutionEntry } from './visitShapes';
import { byTime, type StoreVisits, type Visit } from './storeVisits';

export interface FoundConflict {
  /** The two redemptions' item ids, sorted: the same at every station. */
  id: string;
  customerId: string;
  /** Oldest first. */
  sides: [Visit, Visit];
  /** When the later side was taken: the moment the two became a conflict. */
  foundAt: string;
  resolution: ResolutionEntry | null;
}

export const conflictId = (a: string, b: string): string => [a, b].sort().join('+');

/** Where a station keeps its decision: one writer per key, as every shared map wants. */
export const resolutionKey = (id: string, stationId: string): string => `${id}|${stationId}`;

/** The first decision on each conflict, from the stations that count. */
function decisions(doc: Y.Doc, index: StoreVisits): Map<string, ResolutionEntry> {
  const first = new Map<string, ResolutionEntry>();
  sharedMap(doc, 'resolutions').forEach((value, key) => {
    const parsed = resolutionEntry.safeParse(value);
    if (!parsed.success) return;
    const entry = parsed.data;
    if (key !== resolutionKey(entry.conflictId, entry.stationId)) return;
    if (!index.counts(entry.stationId)) return;
    const known = first.get(entry.conflictId);
    if (!known || Date.parse(entry.at) < Date.parse(known.at)) first.set(entry.conflictId, entry);
  });
  return first;
}

/**
 * Two redemptions of one member at different stations that followed the same redemption (so
 * neither knew of the other), neither a manager's override nor undone since.
 */
export function findConflicts(doc: Y.Doc, index: StoreVisits): FoundConflict[] {
  const groups = new Map<string, Visit[]>();
  for (const visit of index.redemptions()) {
    if (visit.override !== null || index.isUndone(visit.key)) continue;
    const group = JSON.stringify([visit.customerId, visit.priorRedemption]);
    groups.set(group, [...(groups.get(group) ?? []), visit]);
  }
  const decided = decisions(doc, index);
  const found: FoundConflict[] = [];
  for (const group of groups.values()) {
    group.sort(byTime);
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i]!, group[j]!];
        if (a.stationId === b.stationId) continue;
        const id = conflictId(a.key, b.key);
        found.push({
          id,
          customerId: a.customerId,
          sides: [a, b],
          foundAt: b.at,
          resolution: decided.get(id) ?? null,
        });
      }
    }
  }
  return found;
}

/** How many conflicts wait for a manager's decision in this shared document. */
export function openConflictCount(doc: Y.Doc, index: StoreVisits): number {
  return findConflicts(doc, index).filter((conflict) => conflict.resolution === null).length;
}
