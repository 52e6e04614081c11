// The Automerge candidate: one document of flat maps in an automerge-repo Repo, synced by the
// repo's own WebSocket adapters and stored by its own Node file-system adapter.
import * as A from '@automerge/automerge';
import { Repo, type AutomergeUrl, type DocHandle, type PeerId } from '@automerge/automerge-repo';
import {
  WebSocketClientAdapter,
  WebSocketServerAdapter,
} from '@automerge/automerge-repo-network-websocket';
import { NodeFSStorageAdapter } from '@automerge/automerge-repo-storage-nodefs';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebSocketServer } from 'ws';
import type { CheckIn, Enrolment, Member, Replica } from './model';
import { digestOf } from './model';

interface StoreDoc {
  items: Record<string, CheckIn>;
  members: Record<string, Member>;
  enrolments: Record<string, Enrolment>;
  seen: Record<string, number>;
}

const COLLECTIONS = ['items', 'members', 'enrolments'] as const;
const KEEP_ALIVE_MS = 120_000;

/** Opens the store's document: found on disk, else at a peer when its url is known, else created. */
export async function openAutomerge(
  dir: string,
  station: string,
  server: WebSocketServer,
  docUrl: string | undefined,
  peerPorts: readonly number[],
): Promise<Replica & { url: AutomergeUrl }> {
  const repo = new Repo({
    storage: new NodeFSStorageAdapter(join(dir, 'automerge')),
    network: peerPorts.map((port) => new WebSocketClientAdapter(`ws://127.0.0.1:${port}`)),
    peerId: `${station}-${process.pid}` as PeerId,
    sharePolicy: async () => true,
  });
  const urlFile = join(dir, 'doc-url');
  let handle: DocHandle<StoreDoc>;
  if (existsSync(urlFile)) {
    handle = await repo.find<StoreDoc>(readFileSync(urlFile, 'utf8') as AutomergeUrl);
  } else if (docUrl) {
    handle = await repo.find<StoreDoc>(docUrl as AutomergeUrl);
  } else {
    handle = repo.create<StoreDoc>({ items: {}, members: {}, enrolments: {}, seen: {} });
  }
  // The server adapter counts as ready only once a peer has dialled in, and find() waits for
  // every adapter to be ready, so it joins after the document is open.
  repo.networkSubsystem.addNetworkAdapter(
    // isomorphic-ws names ws' server type through its own declaration; it is the same class.
    // Its default 5 s keep-alive drops a peer whose event loop is busy applying a large sync
    // message on a loaded machine, and the retries then restart that sync from the beginning.
    new WebSocketServerAdapter(
      server as unknown as ConstructorParameters<typeof WebSocketServerAdapter>[0],
      KEEP_ALIVE_MS,
    ),
  );
  writeFileSync(urlFile, handle.url);

  // Counts follow the patches, so a wait does not materialise 50,000 entries on every change.
  const keys = {
    items: new Set<string>(),
    members: new Set<string>(),
    enrolments: new Set<string>(),
  };
  const current = handle.doc();
  for (const name of COLLECTIONS) for (const key of Object.keys(current[name])) keys[name].add(key);

  const remoteListeners: ((items: CheckIn[]) => void)[] = [];
  const changeListeners: (() => void)[] = [];
  handle.on('change', ({ doc, patches }) => {
    const arrived = new Set<string>();
    for (const patch of patches) {
      const [collection, key] = patch.path;
      if (patch.path.length !== 2 || patch.action !== 'put' || typeof key !== 'string') continue;
      if (collection === 'items' || collection === 'members' || collection === 'enrolments') {
        keys[collection].add(key);
      }
      if (collection === 'items') arrived.add(key);
    }
    const remote = [...arrived].flatMap((key) => {
      const item = doc.items[key];
      return item && item.station !== station ? [{ ...item }] : [];
    });
    if (remote.length > 0) for (const listener of remoteListeners) listener(remote);
    for (const listener of changeListeners) listener();
  });

  return {
    url: handle.url,
    checkIn(batch, seenCounts) {
      handle.change((d) => {
        for (const item of batch) d.items[item.id] = { ...item };
        for (const [key, count] of seenCounts) d.seen[key] = count;
      });
    },
    enrol(batch) {
      handle.change((d) => {
        for (const enrolment of batch) d.enrolments[enrolment.localId] = { ...enrolment };
      });
    },
    editMembers(edits) {
      handle.change((d) => {
        for (const edit of edits) {
          const member = d.members[edit.member];
          if (member) member[edit.field] = edit.value;
        }
      });
    },
    seedDirectory(directory: ReadonlyMap<string, Member>) {
      handle.change((d) => {
        for (const [id, member] of directory) d.members[id] = { ...member };
      });
    },
    counts: () => ({
      items: keys.items.size,
      members: keys.members.size,
      enrolments: keys.enrolments.size,
    }),
    async digest() {
      const doc = handle.doc();
      return digestOf({
        items: Object.entries(doc.items),
        members: Object.entries(doc.members),
        enrolments: Object.entries(doc.enrolments),
        seen: Object.entries(doc.seen),
      });
    },
    onRemoteCheckIns: (listener) => void remoteListeners.push(listener),
    onChange: (listener) => void changeListeners.push(listener),
    connect(port) {
      repo.networkSubsystem.addNetworkAdapter(new WebSocketClientAdapter(`ws://127.0.0.1:${port}`));
    },
    flush: () => repo.flush(),
    async compact() {
      // The repo compacts by itself (a full save once the incremental chunks outgrow the last
      // snapshot); what one full save weighs is the size it compacts to.
      await repo.flush();
      return {
        note: 'repo compacts on its own when incremental chunks outgrow the snapshot; compactBytes = A.save()',
        compactBytes: A.save(handle.doc()).length,
      };
    },
    async close() {
      await repo.flush();
      await repo.shutdown();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
