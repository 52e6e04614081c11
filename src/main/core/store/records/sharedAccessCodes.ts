// Access codes kept out of the shared document: the enrolling station sends a member's code to
// the service and no other till needs it. Entries written while codes still travelled in them
// (an enrolment's fields, a reading of the member list) are set again without, at opening, and
// the document is compacted, so its stored updates hold no code either.
import { withoutAccessCode } from '@shared/members/enrolForm';
import type { StoreWorkspace } from '../storeWorkspace';
import { sharedMap } from '../sharedDoc';
import { readEntries, sharedDirectoryEntry, sharedEnrolment } from './recordShapes';

export function scrubSharedCodes(ws: StoreWorkspace): void {
  const doc = ws.shared.doc;
  const coded = (entry: { dynamicPassId: string; fields: Record<string, string> }) => {
    const field = ws.members.codeFieldOf(entry.dynamicPassId);
    return field !== null && Object.hasOwn(entry.fields, field) ? field : null;
  };
  let changed = false;
  const scrub = <E extends { dynamicPassId: string; fields: Record<string, string> }>(
    map: ReturnType<typeof sharedMap>,
    entries: [string, E][],
  ) => {
    for (const [key, entry] of entries) {
      const field = coded(entry);
      if (field === null) continue;
      map.set(key, { ...entry, fields: withoutAccessCode(entry.fields, field) });
      changed = true;
    }
  };
  doc.transact(() => {
    const enrolments = sharedMap(doc, 'enrolments');
    scrub(enrolments, readEntries(enrolments, sharedEnrolment).entries);
    const directory = sharedMap(doc, 'directory');
    scrub(directory, readEntries(directory, sharedDirectoryEntry).entries);
  });
  if (changed) ws.shared.compact();
}
