// The kept member list read again when stale, before the station answers from it.
import type { MembersWorkspace } from './membersWorkspace';

/** How long a scan waits for the service to say a new member's count before showing what it has. */
const LOOKUP_WAIT_MS = 1500;

/**
 * Starts a background reading of a stale list. A station that never read the list waits briefly
 * so it does not answer "nobody": a search only for the reading's first part (then it is answered
 * at once from what the station has, the members still to come found as they arrive), the
 * members list for the whole reading, which it shows with the time it was read.
 */
export async function freshDirectory(
  ws: MembersWorkspace,
  dynamicPassId: string,
  waitFor: 'firstPart' | 'whole',
): Promise<void> {
  if (!ws.api || !ws.connectivity.usable) return;
  const first = ws.directory.listedAt(dynamicPassId) === null;
  const reading = ws.directory.refreshIfStale(dynamicPassId);
  if (!first || !reading) return;
  await withinLookupWait(waitFor === 'whole' ? reading : ws.directory.firstPartKept());
}

/** Waits for a reading of the member list, but never longer than a cashier should wait. */
export async function withinLookupWait(reading: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([reading, new Promise((r) => (timer = setTimeout(r, LOOKUP_WAIT_MS)))]);
  clearTimeout(timer);
}
