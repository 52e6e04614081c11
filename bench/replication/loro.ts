// The Loro candidate: one LoroDoc of flat LoroMaps, synced by version vectors (a peer sends what
// the other's vector lacks) over the stations' links, stored as updates merged into a snapshot.
import { LoroDoc, LoroMap, VersionVector } from 'loro-crdt';
import type { WebSocketServer } from 'ws';
import { loggedReplica } from './logged';
import type { CheckIn, Enrolment, Member, Replica } from './model';
import { digestOf } from './model';

const VERSION = 0;
const UPDATES = 1;

const framed = (kind: number, body: Uint8Array): Uint8Array => {
  const message = new Uint8Array(body.length + 1);
  message[0] = kind;
  message.set(body, 1);
  return message;
};

export function openLoro(dir: string, server: WebSocketServer): Replica {
  const doc = new LoroDoc();
  const { links, log, shared, remoteArrived, changed } = loggedReplica(dir, server, () =>
    doc.free(),
  );
  const stored = log.all();
  if (stored.length > 0) doc.importBatch(stored);
  const items = doc.getMap('items');
  const members = doc.getMap('members');
  const enrolments = doc.getMap('enrolments');
  const seen = doc.getMap('seen');

  const mergeLog = () => log.replaceWith(doc.export({ mode: 'snapshot' }));
  doc.subscribeLocalUpdates((update) => {
    if (log.append(update)) mergeLog();
    links.broadcast(framed(UPDATES, update));
  });

  links.use({
    greeting: () => framed(VERSION, doc.oplogVersion().encode()),
    receive(message) {
      const body = message.subarray(1);
      if (message[0] === VERSION) {
        const theirs = VersionVector.decode(body);
        return framed(UPDATES, doc.export({ mode: 'update', from: theirs }));
      }
      const before = doc.oplogVersion();
      doc.import(body);
      // Remote changes are stored as the part that was new here, so the log holds nothing twice.
      const fresh = doc.export({ mode: 'update', from: before });
      if (fresh.length > 0 && log.append(fresh)) mergeLog();
      return undefined;
    },
  });

  doc.subscribe((batch) => {
    if (batch.by === 'import') {
      const arrived: CheckIn[] = [];
      for (const event of batch.events) {
        if (event.target !== items.id || event.diff.type !== 'map') continue;
        for (const [, value] of Object.entries(event.diff.updated))
          arrived.push(value as unknown as CheckIn);
      }
      remoteArrived(arrived);
    }
    changed();
  });

  return {
    checkIn(batch, seenCounts) {
      for (const item of batch) items.set(item.id, item as unknown as Record<string, unknown>);
      for (const [key, count] of seenCounts) seen.set(key, count);
      doc.commit();
    },
    enrol(batch) {
      for (const enrolment of batch)
        enrolments.set(enrolment.localId, enrolment as unknown as Record<string, unknown>);
      doc.commit();
    },
    editMembers(edits) {
      for (const edit of edits) {
        const member = members.get(edit.member);
        if (member instanceof LoroMap) member.set(edit.field, edit.value);
      }
      doc.commit();
    },
    seedDirectory(directory: ReadonlyMap<string, Member>) {
      for (const [id, fields] of directory) {
        const member = members.setContainer(id, new LoroMap());
        for (const [field, value] of Object.entries(fields)) member.set(field, value);
      }
      doc.commit();
    },
    counts: () => ({ items: items.size, members: members.size, enrolments: enrolments.size }),
    async digest() {
      const state = doc.toJSON() as {
        items?: Record<string, CheckIn>;
        members?: Record<string, Partial<Member>>;
        enrolments?: Record<string, Enrolment>;
        seen?: Record<string, number>;
      };
      return digestOf({
        items: Object.entries(state.items ?? {}),
        members: Object.entries(state.members ?? {}),
        enrolments: Object.entries(state.enrolments ?? {}),
        seen: Object.entries(state.seen ?? {}),
      });
    },
    async compact() {
      mergeLog();
      log.vacuum();
      // A shallow snapshot keeps the state and drops the history before it, as git's shallow clone.
      const shallow = doc.export({ mode: 'shallow-snapshot', frontiers: doc.oplogFrontiers() });
      return {
        note: 'log merged into one snapshot, then VACUUM; compactBytes = shallow snapshot',
        compactBytes: shallow.length,
      };
    },
    ...shared,
  };
}
