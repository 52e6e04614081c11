// The kept member list read again when stale, before the station answers from it.
import { withinLookupWait } from '../counter/lookUpMember';
import type { Workspace } from '../workspace';

/**
 * Starts a background reading of a stale list. A station that never read the list waits briefly
 * for the reading's first part, so it does not answer "nobody"; once a part is kept, searches are
 * answered at once from what the station has, the members still to come found as they arrive.
 */
export async function freshDirectory(ws: Workspace, dynamicPassId: string): Promise<void> {
  if (!ws.api || !ws.connectivity.usable) return;
  const first = ws.directory.listedAt(dynamicPassId) === null;
  const reading = ws.directory.refreshIfStale(dynamicPassId);
  if (first && reading) await withinLookupWait(ws.directory.firstPartKept());
}
