// The kept member list read again when stale, before the station answers from it.
import { withinLookupWait } from '../counter/lookUpMember';
import type { Workspace } from '../workspace';

/**
 * Starts a background reading of a stale list; the very first one is waited for briefly, so a
 * station that never read the list does not answer "nobody".
 */
export async function freshDirectory(ws: Workspace, dynamicPassId: string): Promise<void> {
  if (!ws.api || !ws.connectivity.usable) return;
  const first = ws.directory.listedAt(dynamicPassId) === null;
  const reading = ws.directory.refreshIfStale(dynamicPassId);
  if (first && reading) await withinLookupWait(reading);
}
