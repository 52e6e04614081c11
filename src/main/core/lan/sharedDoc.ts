// The state a workspace shares with the store's other stations: one Yjs document, kept in the
// workspace's own database as its updates in order (the way y-leveldb and y-indexeddb keep one).
import * as Y from 'yjs';
import type { Db } from '../store/database';

/**
 * The document's top-level maps, each owned by one module. Every map is flat and keyed by ids
 * that one station writes: two stations creating one nested map at the same key would keep only
 * one side, so nothing is nested.
 */
export const SHARED_MAPS = {
  /** The store's paired stations (lan/link). */
  stations: 'stations',
  /** Each station's certificate, so what it vouched for is checked wherever it is relayed. */
  certificates: 'certificates',
  /** Check-ins and redemptions, one entry per outbox item (lan/visits). */
  visits: 'visits',
  /** The count each station last saw of each member (lan/visits). */
  seen: 'seen',
  /** Managers' decisions on conflicts found on healing (lan/visits). */
  resolutions: 'resolutions',
  /** Enrolments, with the local id until the service issues the pass (lan/records). */
  enrolments: 'enrolments',
  /** The member directory, so a new station starts from a peer (lan/records). */
  directory: 'directory',
  /** Keyed digests of erased members (lan/records). */
  erasures: 'erasures',
  /** The store's people (lan/records). */
  staff: 'staff',
  /** The store's counter settings (lan/records). */
  settings: 'settings',
  /** The programs' templates as a station read them from the service (lan/records). */
  programs: 'programs',
} as const;
export type SharedMapName = keyof typeof SHARED_MAPS;

export function sharedMap(doc: Y.Doc, name: SharedMapName): Y.Map<unknown> {
  return doc.getMap(SHARED_MAPS[name]);
}

/**
 * The origin given to updates that arrive from another station: names the station of the link
 * they came by, so they are not sent back and what they hold is judged (lan/replicated).
 */
export class FromPeer {
  constructor(readonly stationId: string) {}
}

export const isFromPeer = (origin: unknown): origin is FromPeer => origin instanceof FromPeer;

/** Merge the stored updates into one row once this many pile up. */
export const MERGE_AFTER_ROWS = 500;

/**
 * Opens the workspace's shared document from its stored updates and stores every later update
 * as it happens. The write joins whatever SQLite transaction is open, so a change made inside
 * one (an outbox item and the visit it shares) is stored whole or not at all.
 */
export function openSharedDoc(db: Db): { doc: Y.Doc; compact(): void; close(): void } {
  const doc = new Y.Doc({ gc: true });
  const rows = db.prepare('SELECT data FROM store_updates ORDER BY seq').all() as {
    data: Buffer;
  }[];
  Y.transact(doc, () => {
    for (const row of rows) Y.applyUpdate(doc, new Uint8Array(row.data));
  });
  const append = db.prepare('INSERT INTO store_updates (data) VALUES (?)');
  let count = rows.length;
  const onUpdate = (update: Uint8Array): void => {
    append.run(update);
    count += 1;
    if (count >= MERGE_AFTER_ROWS && !db.inTransaction) {
      const merged = Y.encodeStateAsUpdate(doc);
      db.transaction(() => {
        db.exec('DELETE FROM store_updates');
        append.run(merged);
      })();
      count = 1;
    }
  };
  doc.on('update', onUpdate);
  return {
    doc,
    /**
     * The stored updates replaced by the document's state now, which keeps nothing of what was
     * deleted: an erased member's values must not stay in the log of past updates. Call inside
     * the transaction of the deletion, so the log holds either the member or the erasure.
     */
    compact() {
      db.exec('DELETE FROM store_updates');
      append.run(Y.encodeStateAsUpdate(doc));
      count = 1;
    },
    close() {
      doc.off('update', onUpdate);
      doc.destroy();
    },
  };
}
