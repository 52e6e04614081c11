// Erasures keyed with the station's secret: a database written when they were keyed with its own
// key alone is rewritten once at opening, its digests keyed again and each anonymous id made from
// one replaced wherever it stands, so a copy of the database alone confirms no guessed id.
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Journal } from '../../../../src/main/core/journal/journal';
import { Members } from '../../../../src/main/core/members/members';
import { Outbox } from '../../../../src/main/core/outbox/outbox';
import { StationSecret } from '../../../../src/main/core/settings/stationSecret';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';

const ID = 'c'.repeat(24);
const now = () => new Date('2026-11-28T10:00:00.000Z');
let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-erased-keys-'));
  db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const textOf = (sql: string) => JSON.stringify(db.prepare(sql).all());

it('rekeys the digests and anonymous ids an older station wrote, once', () => {
  const outbox = new Outbox(db, new Journal(db, now), now);
  const older = new Members(db, outbox);
  outbox.enqueue(
    'checkIn',
    { customerId: ID, action: { kind: 'increment' }, notification: null },
    `+1 for ${ID}`,
  );
  // Erased as an older station did it: keyed with the database's own key alone.
  const oldAnonymous = older.erased.anonymousId(ID);
  older.erased.forget({
    ids: [ID],
    values: [],
    anonymousId: oldAnonymous,
    at: now().toISOString(),
  });
  const dbKey = String(
    db.prepare(`SELECT value FROM cache_meta WHERE key = 'erasure_key'`).pluck().get(),
  );
  const guessed = createHmac('sha256', dbKey).update(ID).digest('hex');
  expect(oldAnonymous).toBe(`erased-${guessed.slice(0, 12)}`);
  expect(textOf('SELECT * FROM outbox')).toContain(oldAnonymous);
  expect(textOf('SELECT * FROM journal')).toContain(oldAnonymous);
  expect(textOf('SELECT * FROM erased_members')).toContain(guessed);

  const secret = StationSecret.inMemory();
  const opened = new Members(db, outbox);
  opened.erased.keyWith(secret);
  const anonymous = opened.erased.anonymousId(ID);
  expect(anonymous).toMatch(/^erased-[0-9a-f]{12}$/);
  expect(anonymous).not.toBe(oldAnonymous);
  for (const table of ['outbox', 'journal', 'erased_members']) {
    const text = textOf(`SELECT * FROM ${table}`);
    expect(text, table).not.toContain(oldAnonymous);
    expect(text, table).not.toContain(guessed);
  }
  expect(textOf('SELECT * FROM outbox')).toContain(anonymous);
  expect(textOf('SELECT * FROM journal')).toContain(anonymous);
  expect(opened.erased.has(ID)).toBe(true);
  // Opened again: nothing is keyed twice.
  const again = new Members(db, outbox);
  again.erased.keyWith(secret);
  expect(again.erased.anonymousId(ID)).toBe(anonymous);
  expect(again.erased.has(ID)).toBe(true);
  expect(textOf('SELECT * FROM outbox')).toContain(anonymous);
});
