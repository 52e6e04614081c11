// The member directory shared with the store: what one station read of the service's member
// list, so a till that never reached the service (a new one just paired) finds members at once.
import type { Member } from '@shared/api';
import { withoutAccessCode } from '@shared/members/enrolForm';
import type { StoreWorkspace } from '../storeWorkspace';
import { sharedMap } from '../sharedDoc';
import {
  directoryKey,
  readEntries,
  sharedDirectoryEntry,
  type SharedDirectoryEntry,
} from './recordShapes';

const sameFields = (a: Record<string, string>, b: Record<string, string>): boolean =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Part of a reading of the member list, called inside the transaction that keeps it here: only
 * a member new to the store or changed since is written, so each reading does not grow the
 * document by the whole list.
 */
export function shareReading(
  ws: StoreWorkspace,
  dynamicPassId: string,
  members: readonly Member[],
  readAt: string,
): void {
  const map = sharedMap(ws.shared.doc, 'directory');
  // The access code opens the member's card page: the station shares none (accessCodes.ts).
  const codeField = ws.members.codeFieldOf(dynamicPassId);
  // One update for the part, not one per member: the log's rows and their merges stay few.
  ws.shared.doc.transact(() => {
    for (const m of members) {
      if (ws.members.erased.has(m.customerId)) continue;
      const entry: SharedDirectoryEntry = {
        customerId: m.customerId,
        fields: withoutAccessCode(m.dynamicFields, codeField),
        cardId: m.cardId,
        count: m.count ?? null,
        readAt,
        dynamicPassId,
        ...(m.stateType === 'EXPIRED' ? { archived: true } : {}),
      };
      if (!sharedDirectoryEntry.safeParse(entry).success) continue;
      const key = directoryKey(m.customerId);
      const before = sharedDirectoryEntry.safeParse(map.get(key));
      const same =
        before.success &&
        before.data.cardId === entry.cardId &&
        before.data.count === entry.count &&
        before.data.dynamicPassId === entry.dynamicPassId &&
        Boolean(before.data.archived) === Boolean(entry.archived) &&
        sameFields(before.data.fields, entry.fields);
      if (!same) map.set(key, entry);
    }
  });
}

/**
 * Peers' readings taken in where they are newer than this station's own reading of the list:
 * a station that never read it starts from the store's. Answers the keys of entries naming an
 * erased member, to be deleted. Call inside a transaction.
 */
export function takeInDirectory(
  ws: StoreWorkspace,
  keys?: Iterable<string>,
): { skipped: string[]; erased: string[] } {
  const { entries, skipped } = readEntries(
    sharedMap(ws.shared.doc, 'directory'),
    sharedDirectoryEntry,
    keys,
  );
  const erased: string[] = [];
  for (const [key, entry] of entries) {
    const { customerId } = entry;
    if (key !== directoryKey(customerId)) {
      skipped.push(key.slice(0, 80));
      continue;
    }
    if (ws.members.erased.has(customerId) || ws.members.erased.has(entry.cardId)) {
      erased.push(key);
      continue;
    }
    const ownReading = ws.directory.listedAt(entry.dynamicPassId);
    if (ownReading !== null && ownReading >= entry.readAt) continue;
    ws.members.rememberFromDirectory(
      entry.dynamicPassId,
      customerId,
      entry.cardId,
      entry.fields,
      entry.count ?? undefined,
      entry.readAt,
      entry.archived ?? false,
    );
  }
  return { skipped, erased };
}
