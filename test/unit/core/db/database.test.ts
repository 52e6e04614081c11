// The local store: migrations, refusal of a newer database, integrity recovery, owner-only files.
import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Journal } from '../../../../src/main/core/journal/journal';
import { Outbox } from '../../../../src/main/core/outbox/outbox';
import { takeBackup } from '../../../../src/main/core/db/backup';
import { openDatabase } from '../../../../src/main/core/db/database';
import { SCHEMA_VERSION } from '../../../../src/main/core/db/migrations';

let dir: string;
let path: string;
let backupDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-store-'));
  path = join(dir, 'station.sqlite');
  backupDir = join(dir, 'backups');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const insertItem = (db: Database.Database, id: string, seq: number) =>
  db
    .prepare(
      `INSERT INTO outbox (id, seq, kind, state, lane, payload, idempotency_key, created_at)
       VALUES (?, ?, 'archivePass', 'pending', ?, '{"cardId":"c"}', ?, '2026-01-01T00:00:00Z')`,
    )
    .run(id, seq, `item:${id}`, `key-${id}`);

describe('opening the local database', () => {
  it('applies the migrations with the durable pragmas and restricts the file to its owner', () => {
    const db = openDatabase(path, { backupDir });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    db.close();
  });

  it('commits the "sending" mark with its own fsync, before any request can leave', () => {
    // A claim committed without fsync could be lost to a power cut after its request landed; the
    // item would then come back plain "pending" and a double +1 would pass unflagged. The baseline
    // callback runs inside the claim's transaction and catches the level being lowered there;
    // test/integration/core/claimDurability.test.ts counts the fsyncs themselves.
    const db = openDatabase(path, { backupDir });
    const now = () => new Date();
    const outbox = new Outbox(db, new Journal(db, now), now);
    outbox.enqueue('archivePass', { cardId: 'c1' });
    outbox.enqueue('archivePass', { cardId: 'c2' });
    const levels: unknown[] = [];
    const claimed = outbox.claimReady(Date.now(), [], 4, () => {
      levels.push(db.pragma('synchronous', { simple: true }));
      expect(db.inTransaction).toBe(true);
      return null;
    });
    expect(claimed.map((c) => c.state)).toEqual(['sending', 'sending']);
    expect(levels).toEqual([2, 2]); // FULL for the commit that holds the marks
    // Once claimReady returns the marks are committed: another connection reads them at once.
    const other = new Database(path, { readonly: true });
    const states = other.prepare('SELECT state FROM outbox ORDER BY seq').pluck().all();
    expect(states).toEqual(['sending', 'sending']);
    other.close();
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    db.close();
  });

  it('keeps STRICT column types', () => {
    const db = openDatabase(path, { backupDir });
    expect(() =>
      db.prepare(`INSERT INTO members (customer_id, known_count) VALUES ('m', 'many')`).run(),
    ).toThrow(/cannot store TEXT value in INTEGER column/);
    db.close();
  });

  it('refuses a database written by a newer PassDesk and leaves it untouched', () => {
    const db = openDatabase(path, { backupDir });
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openDatabase(path, { backupDir })).toThrow(/newer PassDesk/);
    const raw = new Database(path);
    expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 1);
    raw.close();
  });

  it('restores the newest backup when the file is damaged, and says so', async () => {
    const db = openDatabase(path, { backupDir });
    insertItem(db, 'a', 1);
    await takeBackup(db, backupDir, 3, 1_000);
    insertItem(db, 'b', 2);
    await takeBackup(db, backupDir, 3, 2_000);
    db.close();
    writeFileSync(
      path,
      'this is not a database, just bytes where the pages used to be'.repeat(200),
    );
    const notices: string[] = [];
    const recovered = openDatabase(path, { backupDir, onRecovered: (m) => notices.push(m) });
    const ids = recovered.prepare('SELECT id FROM outbox ORDER BY seq').all();
    expect(ids).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(notices[0]).toMatch(/damaged.*backup of 1970-01-01T00:00:02.000Z was restored/);
    expect(readdirSync(dir).some((name) => name.includes('.damaged-'))).toBe(true);
    recovered.close();
  });

  it('explains a damaged file with no backup, moving it aside instead of deleting it', () => {
    writeFileSync(path, 'garbage'.repeat(1000));
    expect(() => openDatabase(path, { backupDir })).toThrow(
      /damaged and there is no backup.*moved to/,
    );
    expect(readdirSync(dir).some((name) => name.includes('.damaged-'))).toBe(true);
  });

  it('rotates backups, keeping the newest ones readable by the owner only', async () => {
    const db = openDatabase(path, { backupDir });
    for (let i = 1; i <= 5; i++) await takeBackup(db, backupDir, 3, i * 1000);
    const kept = readdirSync(backupDir).sort();
    expect(kept).toHaveLength(3);
    expect(kept[0]).toContain('3000');
    for (const name of kept) expect(statSync(join(backupDir, name)).mode & 0o777).toBe(0o600);
    db.close();
  });
});
