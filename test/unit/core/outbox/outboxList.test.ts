// Reading part of a long queue: the newest for the journal's view, the oldest for the Queue's
// waiting list, each bounded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Journal } from '../../../../src/main/core/journal/journal';
import { Outbox } from '../../../../src/main/core/outbox/outbox';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';

let dir: string;
let db: Db;
let outbox: Outbox;
const now = () => new Date('2026-11-21T10:00:00.000Z');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-list-'));
  db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
  outbox = new Outbox(db, new Journal(db, now), now);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

it('reads the oldest or the newest items of a state, at most as many as asked', () => {
  for (const customerId of ['a', 'b', 'c', 'd', 'e']) {
    outbox.enqueue('checkIn', { customerId, action: { kind: 'increment' }, notification: null });
  }
  const ids = (oldestFirst: boolean) =>
    outbox.list(['pending'], 2, undefined, oldestFirst).map((row) => row.customer_id);
  expect(ids(true)).toEqual(['a', 'b']);
  expect(ids(false)).toEqual(['e', 'd']);
});
