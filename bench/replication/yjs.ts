// The Yjs candidate: one Y.Doc of flat Y.Maps, synced with y-protocols' sync messages over the
// stations' links, stored as an update log merged the way y-leveldb does.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as sync from 'y-protocols/sync';
import * as Y from 'yjs';
import type { WebSocketServer } from 'ws';
import { loggedReplica } from './logged';
import type { CheckIn, Enrolment, Member, MemberEdit, Replica } from './model';
import { digestOf } from './model';

const REMOTE = Symbol('remote');

/**
 * Items in a Y.Map by id, or, as the alternative, appended to a Y.Array: Yjs stores a run of one
 * client's appends as one struct, where each map key is a struct of its own.
 */
export type ItemsAs = 'map' | 'list';

export function openYjs(dir: string, server: WebSocketServer, itemsAs: ItemsAs): Replica {
  const doc = new Y.Doc();
  const { links, log, shared, remoteArrived, changed } = loggedReplica(dir, server, () =>
    doc.destroy(),
  );
  doc.transact(() => {
    for (const update of log.all()) Y.applyUpdate(doc, update);
  }, 'load');
  const items = doc.getMap<CheckIn>('items');
  const itemList = doc.getArray<CheckIn>('itemList');
  const members = doc.getMap<Y.Map<string>>('members');
  const enrolments = doc.getMap<Enrolment>('enrolments');
  const seen = doc.getMap<number>('seen');

  const mergeLog = () => log.replaceWith(Y.encodeStateAsUpdate(doc));
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === 'load') return;
    if (log.append(update)) mergeLog();
    // Each station sends only its own changes; the peers it is linked to hear them directly.
    if (origin !== REMOTE) {
      const encoder = encoding.createEncoder();
      sync.writeUpdate(encoder, update);
      links.broadcast(encoding.toUint8Array(encoder));
    }
  });

  links.use({
    greeting() {
      const encoder = encoding.createEncoder();
      sync.writeSyncStep1(encoder, doc);
      return encoding.toUint8Array(encoder);
    },
    receive(message) {
      const encoder = encoding.createEncoder();
      sync.readSyncMessage(decoding.createDecoder(message), encoder, doc, REMOTE);
      return encoding.length(encoder) > 0 ? encoding.toUint8Array(encoder) : undefined;
    },
  });

  items.observe((event) => {
    if (event.transaction.origin === REMOTE) {
      remoteArrived([...event.keysChanged].flatMap((key) => items.get(key) ?? []));
    }
  });
  itemList.observe((event) => {
    if (event.transaction.origin === REMOTE) {
      remoteArrived(event.changes.delta.flatMap((change) => (change.insert as CheckIn[]) ?? []));
    }
  });
  doc.on('afterTransaction', changed);

  return {
    checkIn(batch, seenCounts) {
      doc.transact(() => {
        if (itemsAs === 'list') itemList.push([...batch]);
        else for (const item of batch) items.set(item.id, item);
        for (const [key, count] of seenCounts) seen.set(key, count);
      });
    },
    enrol(batch) {
      doc.transact(() => {
        for (const enrolment of batch) enrolments.set(enrolment.localId, enrolment);
      });
    },
    editMembers(edits: readonly MemberEdit[]) {
      doc.transact(() => {
        for (const edit of edits) members.get(edit.member)?.set(edit.field, edit.value);
      });
    },
    seedDirectory(directory: ReadonlyMap<string, Member>) {
      doc.transact(() => {
        for (const [id, member] of directory) {
          members.set(id, new Y.Map<string>(Object.entries(member)));
        }
      });
    },
    counts: () => ({
      items: itemsAs === 'list' ? itemList.length : items.size,
      members: members.size,
      enrolments: enrolments.size,
    }),
    async digest() {
      return digestOf({
        items:
          itemsAs === 'list'
            ? itemList.toArray().map((item): [string, CheckIn] => [item.id, item])
            : items.entries(),
        members: [...members.entries()].map(([id, m]) => [id, m.toJSON() as Partial<Member>]),
        enrolments: enrolments.entries(),
        seen: seen.entries(),
      });
    },
    async compact() {
      mergeLog();
      log.vacuum();
      return { note: 'update log merged into one Y.encodeStateAsUpdate row, then VACUUM' };
    },
    ...shared,
  };
}
