import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  MERGE_AFTER_BYTES,
  MERGE_AFTER_ROWS,
  openSharedDoc,
  sharedMap,
  type Later,
} from '../../../../src/main/core/store/sharedDoc';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';
import { relayDocs } from '../../../support/docRelay';

const dirs: string[] = [];
function open(dir = mkdtempSync(join(tmpdir(), 'passdesk-shared-'))): { dir: string; db: Db } {
  dirs.push(dir);
  return { dir, db: openDatabase(join(dir, 'w.sqlite'), { backupDir: join(dir, 'backups') }) };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const rows = (db: Db) =>
  (db.prepare('SELECT count(*) AS n FROM store_updates').get() as { n: number }).n;

describe('the shared document of a workspace', () => {
  it('keeps what was written inside a committed transaction and nothing of a rolled-back one', () => {
    const { dir, db } = open();
    const shared = openSharedDoc(db);
    db.transaction(() => sharedMap(shared.doc, 'visits').set('kept', { n: 1 }))();
    expect(() =>
      db.transaction(() => {
        sharedMap(shared.doc, 'visits').set('lost', { n: 2 });
        throw new Error('the outbox write failed');
      })(),
    ).toThrow('the outbox write failed');
    shared.close();
    db.close();
    const again = open(dir);
    const reopened = openSharedDoc(again.db);
    expect([...sharedMap(reopened.doc, 'visits').keys()]).toEqual(['kept']);
    reopened.close();
    again.db.close();
  });

  it('merges a few large updates once their bytes pile up, before their rows do', () => {
    const { dir, db } = open();
    const shared = openSharedDoc(db);
    // Each update a third of the bytes that call for a merge: the third brings it.
    const large = 'x'.repeat(Math.ceil(MERGE_AFTER_BYTES / 3));
    const seen = sharedMap(shared.doc, 'seen');
    seen.set('a', large);
    seen.set('b', large);
    expect(rows(db)).toBe(2);
    seen.set('c', large);
    expect(rows(db)).toBe(1);
    shared.close();
    db.close();
    const again = open(dir);
    const reopened = openSharedDoc(again.db);
    expect([...sharedMap(reopened.doc, 'seen').keys()].sort()).toEqual(['a', 'b', 'c']);
    reopened.close();
    again.db.close();
  });

  it('merges its stored updates into one row once they pile up, losing none', () => {
    const { dir, db } = open();
    const shared = openSharedDoc(db);
    for (let i = 0; i < MERGE_AFTER_ROWS + 20; i++) sharedMap(shared.doc, 'seen').set(`m${i}`, i);
    expect(rows(db)).toBeLessThan(MERGE_AFTER_ROWS);
    shared.close();
    db.close();
    const again = open(dir);
    const reopened = openSharedDoc(again.db);
    expect(sharedMap(reopened.doc, 'seen').size).toBe(MERGE_AFTER_ROWS + 20);
    reopened.close();
    again.db.close();
  });

  it('rewrites the whole log once as much was written as it holds, when writing stops', async () => {
    const { dir, db } = open();
    // The quiet time's timer, in the test's hand: each write puts it off.
    const due = new Set<() => void>();
    const later: Later = (run) => {
      due.add(run);
      return { cancel: () => due.delete(run) };
    };
    const shared = openSharedDoc(db, undefined, later);
    const directory = sharedMap(shared.doc, 'directory');
    shared.doc.transact(() => {
      for (let i = 0; i < 2_000; i++) directory.set(`d${i}`, { name: `Member ${i}`, count: i });
    });
    db.transaction(() => shared.compact())();
    const seen = sharedMap(shared.doc, 'seen');
    // A round of small changes, one row each, in one commit; merged once it is over.
    const round = async (label: string) => {
      db.transaction(() => {
        for (let i = 0; i < MERGE_AFTER_ROWS; i++) seen.set('m', `${label}:${i}`);
      })();
      await Promise.resolve();
    };
    // A few hundred small changes to a large document: merged into one row, not rewritten.
    await round('first');
    expect(rows(db)).toBe(2);
    await round('second');
    expect(rows(db)).toBe(3);
    // Once the changes written since weigh as much as the document, a rewrite is due: it waits
    // while writing goes on (the loose rows merged meanwhile), then leaves one row, its state.
    let rounds = 2;
    while (due.size === 0 && rounds < 1_000) await round(String(rounds++));
    expect(due.size).toBe(1);
    await round('more');
    expect(due.size).toBe(1);
    expect(rows(db)).toBe(rounds + 2);
    for (const run of [...due]) {
      due.delete(run);
      run();
    }
    expect(rows(db)).toBe(1);
    expect(due.size).toBe(0);
    shared.close();
    db.close();
    const again = open(dir);
    const reopened = openSharedDoc(again.db);
    expect(sharedMap(reopened.doc, 'directory').size).toBe(2_000);
    expect(sharedMap(reopened.doc, 'seen').get('m')).toBe(`more:${MERGE_AFTER_ROWS - 1}`);
    reopened.close();
    again.db.close();
  });

  it('stores what a peer sent as it stores its own', () => {
    const a = open();
    const b = open();
    const docA = openSharedDoc(a.db);
    const docB = openSharedDoc(b.db);
    const relay = relayDocs([docA.doc, docB.doc]);
    sharedMap(docA.doc, 'visits').set('v1', { at: 1 });
    relay.close();
    docB.close();
    b.db.close();
    const again = open(b.dir);
    const reopened = openSharedDoc(again.db);
    expect(sharedMap(reopened.doc, 'visits').get('v1')).toEqual({ at: 1 });
    reopened.close();
    again.db.close();
    docA.close();
    a.db.close();
  });

  it('tells on a change only once its transaction committed, and never one that rolled back', async () => {
    const { db } = open();
    let unstored = 0;
    const shared = openSharedDoc(db, () => (unstored += 1));
    const told: string[] = [];
    shared.onStored((update) => {
      const probe = new Y.Doc();
      Y.applyUpdate(probe, update);
      told.push(...sharedMap(probe, 'visits').keys());
    });
    db.transaction(() => {
      sharedMap(shared.doc, 'visits').set('kept', { n: 1 });
      expect(told).toEqual([]);
    })();
    await Promise.resolve();
    expect(told).toEqual(['kept']);
    expect(shared.unstored).toBe(false);
    expect(() =>
      db.transaction(() => {
        sharedMap(shared.doc, 'visits').set('lost', { n: 2 });
        throw new Error('the outbox write failed');
      })(),
    ).toThrow('the outbox write failed');
    // A later transaction that commits does not pass the lost change on as its own.
    db.transaction(() => sharedMap(shared.doc, 'visits').set('after', { n: 3 }))();
    await Promise.resolve();
    expect(told).toEqual(['kept']);
    expect(shared.unstored).toBe(true);
    expect(unstored).toBe(1);
    shared.close();
  });

  it('passes nothing on when the commit itself fails', async () => {
    const { dir, db } = open();
    // A deferred foreign key is checked at COMMIT: the commit fails as on a full disk.
    db.exec(`
      CREATE TABLE parent (id INTEGER PRIMARY KEY);
      CREATE TABLE child (parent INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);
      CREATE TRIGGER fail_commit AFTER INSERT ON store_updates BEGIN INSERT INTO child VALUES (7); END;
    `);
    const shared = openSharedDoc(db);
    const told: Uint8Array[] = [];
    shared.onStored((update) => told.push(update));
    expect(() =>
      db.transaction(() => sharedMap(shared.doc, 'visits').set('v1', { n: 1 }))(),
    ).toThrow(/FOREIGN KEY/);
    await Promise.resolve();
    expect(told).toEqual([]);
    expect(shared.unstored).toBe(true);
    shared.close();
    db.exec('DROP TRIGGER fail_commit');
    db.close();
    const again = open(dir);
    const reopened = openSharedDoc(again.db);
    expect(sharedMap(reopened.doc, 'visits').has('v1')).toBe(false);
    reopened.close();
    again.db.close();
  });

  it('merges rows written inside transactions once the transactions are over', async () => {
    const { db } = open();
    const shared = openSharedDoc(db);
    for (let i = 0; i < MERGE_AFTER_ROWS + 5; i++) {
      db.transaction(() => sharedMap(shared.doc, 'seen').set(`m${i}`, i))();
    }
    await Promise.resolve();
    expect(rows(db)).toBeLessThan(MERGE_AFTER_ROWS);
    expect(shared.unstored).toBe(false);
    shared.close();
  });
});
