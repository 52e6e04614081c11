// Durable commits whose wait for the disk happens off the event loop.
import { closeSync, fdatasync, openSync } from 'node:fs';
import type { Db } from './database';

/** Flushes a file to disk, calling back once it is there (node's fdatasync, or a test's gate). */
export type Flush = (fd: number, done: (error: Error | null) => void) => void;

export interface DeferredCommit<T> {
  result: T;
  /** Resolves once the commit is on disk; nothing may act on it before. */
  durable: Promise<void>;
}

/**
 * A commit made now and made durable a moment later, without the event loop waiting for the disk.
 *
 * The transaction commits with `synchronous = NORMAL`: SQLite writes it to the WAL and keeps the
 * file consistent, but does not flush it. The WAL file is then flushed with `fdatasync` on libuv's
 * thread pool, and `durable` resolves when that returns. Until then a power cut may undo the
 * commit as if it had never been made, so the caller must not act on it (send a request, report
 * an outcome) before `durable` resolves; after, it is as durable as a `synchronous = FULL` commit.
 *
 * Every other transaction on the connection keeps `synchronous = FULL`. One flush covers every
 * commit made before it started, so commits made while a flush runs share the next one: under
 * load, one wait for the disk serves a whole group of answers and claims.
 */
export class DeferredSync {
  private readonly walPath: string | null;
  private readonly normal;
  private readonly full;
  private readonly changes;
  private fd: number | null = null;
  private flushing = false;
  private waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];

  constructor(
    readonly db: Db,
    private readonly flushFile: Flush = fdatasync,
  ) {
    const wal = !db.memory && db.pragma('journal_mode', { simple: true }) === 'wal';
    this.walPath = wal ? `${db.name}-wal` : null;
    this.normal = db.prepare('PRAGMA synchronous = NORMAL');
    this.full = db.prepare('PRAGMA synchronous = FULL');
    this.changes = db.prepare('SELECT total_changes()').pluck();
  }

  /** Runs `transaction` (a better-sqlite3 transaction function) and flushes it off the event loop. */
  commit<T>(transaction: () => T): DeferredCommit<T> {
    // Without a WAL (an in-memory database) there is nothing to flush later: commit as usual.
    if (!this.walPath) return { result: transaction(), durable: Promise.resolve() };
    const before = this.changes.get();
    this.normal.run();
    let result: T;
    try {
      result = transaction();
    } finally {
      this.full.run();
    }
    // A transaction that changed nothing wrote nothing: there is nothing of its own to wait for.
    const wrote = this.changes.get() !== before;
    return { result, durable: wrote ? this.flush() : Promise.resolve() };
  }

  /** Closes the WAL handle; call before the database is closed, which may delete the file. */
  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private flush(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.flushing) this.startFlush();
    });
  }

  /** Flushes for every commit waiting now; commits made meanwhile wait for the next flush. */
  private startFlush(): void {
    const group = this.waiting;
    this.waiting = [];
    this.flushing = true;
    const done = (error: Error | null) => {
      this.flushing = false;
      for (const waiter of group) {
        if (error) waiter.reject(error);
        else waiter.resolve();
      }
      if (this.waiting.length > 0) this.startFlush();
    };
    try {
      // Opened once the first commit has surely created the file; SQLite keeps it until it closes.
      // Written to only by SQLite; read-write because Windows flushes only a handle that may write.
      this.fd ??= openSync(this.walPath!, 'r+');
      this.flushFile(this.fd, done);
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
