// The state a workspace shares with the store's other stations: one Yjs document, kept in the
// workspace's own database as its updates in order (the way y-leveldb and y-indexeddb keep one).
import * as Y from 'yjs';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { CacheMeta } from '../db/cacheMeta';
import { VouchMark } from './vouchMark';

/**
 * The document's top-level maps, each owned by one module. Every map is flat and keyed by ids
 * that one station writes: two stations creating one nested map at the same key would keep only
 * one side, so nothing is nested.
 */
export const SHARED_MAPS = {
  /** The store's paired stations (store/link). */
  stations: 'stations',
  /** Each station's certificate, so what it vouched for is checked wherever it is relayed. */
  certificates: 'certificates',
  /** Check-ins and redemptions, one entry per outbox item (store/visits). */
  visits: 'visits',
  /** The count each station last saw of each member (store/visits). */
  seen: 'seen',
  /** Managers' decisions on conflicts found on healing (store/visits). */
  resolutions: 'resolutions',
  /** Enrolments, with the local id until the service issues the pass (store/records). */
  enrolments: 'enrolments',
  /** The member directory, so a new station starts from a peer (store/records). */
  directory: 'directory',
  /** Keyed digests of erased members (store/records). */
  erasures: 'erasures',
  /** The store's people (store/records). */
  staff: 'staff',
  /** The store's counter settings (store/records). */
  settings: 'settings',
  /** The owner's flag rules and the store's opening hours (store/records). */
  rules: 'rules',
  /** The programs' templates as a station read them from the service (store/records). */
  programs: 'programs',
} as const;
export type SharedMapName = keyof typeof SHARED_MAPS;

export function sharedMap(doc: Y.Doc, name: SharedMapName): Y.Map<unknown> {
  return doc.getMap(SHARED_MAPS[name]);
}

/**
 * The origin given to updates that arrive from another station: names the station of the link
 * they came by, so they are not sent back and what they hold is judged (store/replicated).
 */
export class FromPeer {
  constructor(readonly stationId: string) {}
}

export const isFromPeer = (origin: unknown): origin is FromPeer => origin instanceof FromPeer;

/** Merge the updates stored since the last merge into one row once this many pile up. */
export const MERGE_AFTER_ROWS = 500;
/**
 * Or once they hold this many bytes: a merge decodes and encodes all of them on the event loop
 * (about 85 ms for 500 rows of 25 members each), so it is kept to what takes a few milliseconds,
 * whatever the size of each row (bench/README.md, "## Members").
 */
export const MERGE_AFTER_BYTES = 128 * 1024;
/**
 * Rewrite the whole log as the document's state once the updates written since the last rewrite
 * reach this share of its size. The rewrite encodes the whole document on the event loop (about
 * 0.2 s for 100,000 members), so it must be rare: against the document's size, the rewrites cost
 * as much as the writes between them, whatever the size.
 */
export const REWRITE_AFTER_SHARE = 1;
/**
 * A rewrite due waits until nothing was written for this long, so it does not hold up the
 * counter in the middle of long work (a member list read, a till catching up); the loose rows
 * are merged meanwhile.
 */
export const REWRITE_WHEN_QUIET_MS = 5_000;

/** Runs `run` after `ms`, unless cancelled (setTimeout, or a test's hand). */
export type Later = (run: () => void, ms: number) => { cancel(): void };

const timerLater: Later = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
};

/**
 * Told of an update once it is stored for good (its transaction committed), with its origin and
 * the transaction that made it.
 */
export type StoredListener = (update: Uint8Array, origin: unknown, tr: Y.Transaction) => void;

interface Unsettled {
  seq: number;
  update: Uint8Array;
  origin: unknown;
  tr: Y.Transaction;
}

/**
 * A workspace's shared document, opened from its stored updates, storing every later update as
 * it happens. The write joins whatever SQLite transaction is open, so a change made inside one
 * (an outbox item and the visit it shares) is stored whole or not at all; what goes on to the
 * other stations is what `onStored` reports, only once that transaction committed. A transaction
 * that rolled back leaves the document holding what was never stored: it is then `unstored`, and
 * its owner reopens it from the database before sharing again.
 */
export class SharedDoc {
  /** How far the document was looked over for entries to vouch for, kept beside its updates. */
  private readonly vouchMark: VouchMark;
  /** Carries its vouch mark (Yjs's `meta`) to whichever link binds it. */
  readonly doc: Y.Doc;
  private readonly append: Statement;
  private readonly highest: Statement;
  private readonly looseSince: Statement;
  private readonly dropSince: Statement;
  private readonly listeners = new Set<StoredListener>();
  /** Updates written inside a transaction that has not been seen to commit yet, oldest first. */
  private unsettled: Unsettled[] = [];
  private settling = false;
  private nextSeq: number;
  /** Rows written since the last merge (each row after `mergedSeq`), and their bytes. */
  private looseRows: number;
  private looseBytes = 0;
  /** Rows up to this seq are the last rewrite or merges since; later ones are loose. */
  private mergedSeq: number;
  /** Bytes of the log's last rewrite (the document's state then), and written since. */
  private rewrittenBytes: number;
  private bytesSinceRewrite = 0;
  private rewriteDue: { cancel(): void } | null = null;
  private lost = false;
  private readonly onUpdate = (
    update: Uint8Array,
    origin: unknown,
    _doc: Y.Doc,
    tr: Y.Transaction,
  ): void => this.persist(update, origin, tr);

  constructor(
    private readonly db: Db,
    /** Called once when a rolled-back transaction left the document holding what was not stored. */
    private readonly onUnstored: () => void = () => undefined,
    private readonly later: Later = timerLater,
  ) {
    this.vouchMark = new VouchMark(new CacheMeta(db));
    this.doc = new Y.Doc({ gc: true, meta: { vouchMark: this.vouchMark } });
    const rows = db.prepare('SELECT seq, data FROM store_updates ORDER BY seq').all() as {
      seq: number;
      data: Buffer;
    }[];
    Y.transact(this.doc, () => {
      for (const row of rows) Y.applyUpdate(this.doc, new Uint8Array(row.data));
    });
    // Whatever is stored counts as rewritten: the first rewrite comes once as much again is written.
    this.looseRows = 0;
    this.mergedSeq = rows.at(-1)?.seq ?? 0;
    this.rewrittenBytes = rows.reduce((sum, row) => sum + row.data.length, 0);
    this.nextSeq = this.mergedSeq + 1;
    // Each row's seq is given here and only grows, even across a merge, so a row missing later
    // can only mean its transaction rolled back.
    this.append = db.prepare('INSERT INTO store_updates (seq, data) VALUES (?, ?)');
    this.highest = db.prepare('SELECT max(seq) AS seq FROM store_updates').pluck();
    this.looseSince = db
      .prepare('SELECT data FROM store_updates WHERE seq > ? ORDER BY seq')
      .pluck();
    this.dropSince = db.prepare('DELETE FROM store_updates WHERE seq > ?');
    this.doc.on('update', this.onUpdate);
  }

  /** Whether the document holds something a rolled-back transaction never stored. */
  get unstored(): boolean {
    return this.lost;
  }

  /** Reports each update once stored for good; returns the way to stop. */
  onStored(listener: StoredListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The stored updates replaced by the document's state now, which keeps nothing of what was
   * deleted: an erased member's values must not stay in the log of past updates. Call inside
   * the transaction of the deletion, so the log holds either the member or the erasure.
   */
  compact(): void {
    this.settleRolledBack();
    this.db.exec('DELETE FROM store_updates');
    this.rewriteDue?.cancel();
    this.rewriteDue = null;
    const state = Y.encodeStateAsUpdate(this.doc);
    this.mergedSeq = this.put(state);
    this.looseRows = 0;
    this.looseBytes = 0;
    this.rewrittenBytes = state.length;
    this.bytesSinceRewrite = 0;
  }

  /**
   * Drops everything stored (this station joined another store): the document is then
   * unstored, and its owner reopens it empty, to fill from the new store.
   */
  discard(): void {
    this.rewriteDue?.cancel();
    this.doc.off('update', this.onUpdate);
    this.unsettled = [];
    this.db.exec('DELETE FROM store_updates');
    this.vouchMark.clear();
    this.markLost();
  }

  close(): void {
    this.rewriteDue?.cancel();
    this.doc.off('update', this.onUpdate);
    this.listeners.clear();
    this.doc.destroy();
  }

  private put(update: Uint8Array): number {
    const seq = this.nextSeq;
    this.nextSeq += 1;
    this.append.run(seq, update);
    return seq;
  }

  private persist(update: Uint8Array, origin: unknown, tr: Y.Transaction): void {
    this.settleRolledBack();
    let seq: number;
    try {
      seq = this.put(update);
    } catch (error) {
      // Not stored (a full disk): the document now holds what the database does not.
      this.markLost();
      throw error;
    }
    this.looseRows += 1;
    this.looseBytes += update.length;
    this.bytesSinceRewrite += update.length;
    if (this.rewriteDue) this.rewriteWhenQuiet();
    if (!this.db.inTransaction) {
      this.tell(update, origin, tr);
      this.mergeIfPiled();
      return;
    }
    this.unsettled.push({ seq, update, origin, tr });
    this.settleSoon();
  }

  /** Once the transaction is over (better-sqlite3's are synchronous): told on, or found lost. */
  private settleSoon(): void {
    if (this.settling) return;
    this.settling = true;
    queueMicrotask(() => this.settle());
  }

  private settle(): void {
    this.settling = false;
    if (this.doc.isDestroyed) return;
    if (this.db.inTransaction) {
      // A transaction begun by hand and still open: looked at again on the next turn.
      this.settling = true;
      setImmediate(() => this.settle());
      return;
    }
    this.settleRolledBack();
    const stored = this.unsettled;
    this.unsettled = [];
    for (const { update, origin, tr } of stored) this.tell(update, origin, tr);
    this.mergeIfPiled();
  }

  /**
   * Drops the unsettled updates whose rows are gone (their transaction rolled back). Run before
   * every write, so a later transaction's rows never stand in for an earlier one's.
   */
  private settleRolledBack(): void {
    if (this.unsettled.length === 0) return;
    const highest = (this.highest.get() as number | null) ?? 0;
    if (this.unsettled.at(-1)!.seq <= highest) return;
    this.unsettled = this.unsettled.filter((entry) => entry.seq <= highest);
    this.markLost();
  }

  private markLost(): void {
    if (this.lost) return;
    this.lost = true;
    this.onUnstored();
  }

  private tell(update: Uint8Array, origin: unknown, tr: Y.Transaction): void {
    if (this.lost) return;
    for (const listener of this.listeners) listener(update, origin, tr);
  }

  /** The rewrite, once nothing was written for `REWRITE_WHEN_QUIET_MS` (each write puts it off). */
  private rewriteWhenQuiet(): void {
    this.rewriteDue?.cancel();
    this.rewriteDue = this.later(() => {
      this.rewriteDue = null;
      if (this.doc.isDestroyed || this.lost) return;
      if (this.db.inTransaction) {
        this.rewriteWhenQuiet();
        return;
      }
      this.db.transaction(() => this.compact())();
    }, REWRITE_WHEN_QUIET_MS);
  }

  /**
   * Merged only outside a transaction, after it: a merge never holds an uncommitted change. The
   * loose rows become one (their work grows only with them); the whole log is rewritten, which
   * also drops what was deleted, once as much was written as the document holds, when quiet.
   */
  private mergeIfPiled(): void {
    const piled =
      this.looseRows >= MERGE_AFTER_ROWS ||
      (this.looseBytes >= MERGE_AFTER_BYTES && this.looseRows > 1);
    if (!piled || this.db.inTransaction || this.lost) return;
    if (this.bytesSinceRewrite >= this.rewrittenBytes * REWRITE_AFTER_SHARE) {
      this.rewriteWhenQuiet();
    }
    this.db.transaction(() => {
      const loose = this.looseSince.all(this.mergedSeq) as Buffer[];
      this.dropSince.run(this.mergedSeq);
      this.mergedSeq = this.put(Y.mergeUpdates(loose.map((data) => new Uint8Array(data))));
      this.looseRows = 0;
      this.looseBytes = 0;
    })();
  }
}

/** Opens the workspace's shared document (see SharedDoc). */
export function openSharedDoc(db: Db, onUnstored?: () => void, later?: Later): SharedDoc {
  return new SharedDoc(db, onUnstored, later);
}
