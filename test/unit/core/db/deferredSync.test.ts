// Commits flushed off the event loop: when `durable` resolves, and what the connection is left with.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';
import { DeferredSync, type Flush } from '../../../../src/main/core/db/deferredSync';

/** A flush that waits until the test lets it finish, recording the file it was asked for. */
function heldFlush() {
  const calls: { fd: number; finish: (error?: Error) => void }[] = [];
  const flush: Flush = (fd, done) => calls.push({ fd, finish: (error) => done(error ?? null) });
  return { flush, calls };
}

const settledYet = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  // Lets every pending callback run; a promise still unsettled after this is waiting for the flush.
  await new Promise((r) => setImmediate(r));
  return settled;
};

describe('DeferredSync', () => {
  let dir: string;
  let db: Db;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'passdesk-deferred-'));
    db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
    db.exec('CREATE TABLE t (v INTEGER) STRICT');
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const insert = (v: number) => db.transaction(() => db.prepare('INSERT INTO t VALUES (?)').run(v));

  it('commits at once and resolves durable only once the WAL flush has returned', async () => {
    const { flush, calls } = heldFlush();
    const sync = new DeferredSync(db, flush);
    const { result, durable } = sync.commit(() => {
      insert(1)();
      return 'done';
    });
    expect(result).toBe('done');
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    expect(await settledYet(durable)).toBe(false);
    calls[0]!.finish();
    await expect(durable).resolves.toBeUndefined();
    sync.close();
  });

  it('makes commits during a flush wait for the next one, which covers them all', async () => {
    const { flush, calls } = heldFlush();
    const sync = new DeferredSync(db, flush);
    const first = sync.commit(insert(1)).durable;
    const second = sync.commit(insert(2)).durable;
    const third = sync.commit(insert(3)).durable;
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await first;
    // The first flush may have started before the second commit: it does not count for it.
    expect(await settledYet(second)).toBe(false);
    expect(calls).toHaveLength(2);
    calls[1]!.finish();
    await Promise.all([second, third]);
    expect(calls).toHaveLength(2);
    sync.close();
  });

  it('rejects the commits of a flush the disk refused', async () => {
    const { flush, calls } = heldFlush();
    const sync = new DeferredSync(db, flush);
    const { durable } = sync.commit(insert(1));
    calls[0]!.finish(new Error('EIO: i/o error, fdatasync'));
    await expect(durable).rejects.toThrow('EIO');
    sync.close();
  });

  it('leaves the connection at synchronous FULL, also when the transaction throws', () => {
    const sync = new DeferredSync(db, (_fd, done) => done(null));
    const level = () => db.pragma('synchronous', { simple: true });
    expect(level()).toBe(2);
    sync.commit(insert(1));
    expect(level()).toBe(2);
    expect(() =>
      sync.commit(
        db.transaction(() => {
          throw new Error('refused');
        }),
      ),
    ).toThrow('refused');
    expect(level()).toBe(2);
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 1 });
    sync.close();
  });

  it('flushes the real WAL file with fdatasync', async () => {
    const sync = new DeferredSync(db);
    const { durable } = sync.commit(insert(7));
    await expect(durable).resolves.toBeUndefined();
    sync.close();
  });

  it('has nothing to wait for when the transaction changed nothing', async () => {
    const { flush, calls } = heldFlush();
    const sync = new DeferredSync(db, flush);
    const { result, durable } = sync.commit(
      db.transaction(() => db.prepare('SELECT COUNT(*) AS n FROM t').get()),
    );
    expect(result).toEqual({ n: 0 });
    await expect(durable).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
    sync.close();
  });

  it('has nothing to flush for an in-memory database', async () => {
    const memory = new Database(':memory:');
    memory.exec('CREATE TABLE t (v INTEGER)');
    const { flush, calls } = heldFlush();
    const { durable } = new DeferredSync(memory, flush).commit(
      memory.transaction(() => memory.prepare('INSERT INTO t VALUES (1)').run()),
    );
    await expect(durable).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
    memory.close();
  });
});
