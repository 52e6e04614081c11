// A member erased on their request leaves the store's shared visits too: their visits go from
// this station's copy.
import type { VisitsWorkspace } from './visitsWorkspace';
import { sharedMap } from '../sharedDoc';
import { seenKey } from './visitShapes';

/**
 * Call inside the erasure's transaction and the same change of the document as the records'
 * share of it (store/memberSharing.ts), after which the stored updates are merged into one state so the
 * old ones no longer name the member. Every station's visits of the member go, not only this
 * station's: an erasure is the one change a station makes to another's entries.
 */
export function forgetMemberVisits(ws: VisitsWorkspace, stationId: string, ids: string[]): void {
  const doc = ws.shared.doc;
  const visits = ws.visits;
  const keys = visits.keysOf(ids);
  const seen = sharedMap(doc, 'seen');
  const stations = new Set([stationId, ...visits.stationIds()]);
  const seenKeys = [...stations].flatMap((station) => ids.map((id) => seenKey(station, id)));
  if (keys.length === 0 && !seenKeys.some((key) => seen.has(key))) return;
  doc.transact(() => {
    for (const key of keys) sharedMap(doc, 'visits').delete(key);
    for (const key of seenKeys) seen.delete(key);
  });
}
