// The kept member list read again when stale, before the station answers from it.
import { withinLookupWait } from '../counter/lookUpMember';
import type { Workspace } from '../workspace';

/**
 * Starts a background reading of a stale list. A station that never read the list waits briefly
 * so it does not answer "nobody": a search only for the reading's first part (then it is answered
 * at once from what the station has, the members still to come found as they arrive), the
 * members list for the whole reading, which it shows with the time it was read.
 */
export async function freshDirectory(
  ws: Workspace,
  dynamicPassId: string,
  waitFor: 'firstPart' | 'whole',
): Promise<void> {
  if (!ws.api || !ws.connectivity.usable) return;
  const first = ws.directory.listedAt(dynamicPassId) === null;
  const reading = ws.directory.refreshIfStale(dynamicPassId);
  if (!first || !reading) return;
  await withinLookupWait(waitFor === 'whole' ? reading : ws.directory.firstPartKept());
}
