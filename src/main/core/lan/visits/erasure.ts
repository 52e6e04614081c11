// A member erased on their request leaves the store's shared visits too: their visits go from
// this station's copy, and the stored updates are merged so no old bytes still name them.
import * as Y from 'yjs';
import type { Workspace } from '../../workspace';
import { sharedMap } from '../sharedDoc';
import { seenKey } from './entries';
import { storeVisits } from './storeVisits';

/**
 * Call inside the erasure's transaction. Every station's visits of the member go, not only this
 * station's: an erasure is the one change a station makes to another's entries.
 */
export function forgetMemberVisits(ws: Workspace, stationId: string, ids: string[]): void {
  const doc = ws.shared.doc;
  const visits = storeVisits(doc);
  const keys = visits.keysOf(ids);
  const seen = sharedMap(doc, 'seen');
  const stations = new Set([stationId, ...visits.stationIds()]);
  const seenKeys = [...stations].flatMap((station) => ids.map((id) => seenKey(station, id)));
  if (keys.length === 0 && !seenKeys.some((key) => seen.has(key))) return;
  doc.transact(() => {
    for (const key of keys) sharedMap(doc, 'visits').delete(key);
    for (const key of seenKeys) seen.delete(key);
  });
  // The updates as they were written still hold the visits: one merged state replaces them.
  ws.db.prepare('DELETE FROM store_updates').run();
  ws.db.prepare('INSERT INTO store_updates (data) VALUES (?)').run(Y.encodeStateAsUpdate(doc));
}
