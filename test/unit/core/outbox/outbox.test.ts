// The queue's counts, as the status bar shows them: every state's items, a manager's failed and
// held items apart, counted as a plain reading of every row would count them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MANAGER_KINDS } from '@shared/ipc/views';
import { Journal } from '../../../../src/main/core/journal/journal';
import { Outbox } from '../../../../src/main/core/outbox/outbox';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';

let dir: string;
let db: Db;
let outbox: Outbox;
const now = () => new Date('2026-11-21T10:00:00.000Z');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-counts-'));
  db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
  outbox = new Outbox(db, new Journal(db, now), now);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const STATES = ['pending', 'sending', 'synced', 'failed', 'needsReview', 'discarded'] as const;

it('counts each state, and a manager’s failed and held items apart, as every row read would', () => {
  const setRow = db.prepare('UPDATE outbox SET state = ?, kind = ? WHERE id = ?');
  // 60 items: every state, each with a cashier's kind and a manager's.
  db.transaction(() => {
    for (let n = 0; n < 60; n += 1) {
      const item = outbox.enqueue('checkIn', {
        customerId: `member-${n}`,
        action: { kind: 'increment' },
        notification: null,
      });
      const kind = n % 4 === 0 ? MANAGER_KINDS[0] : 'checkIn';
      setRow.run(STATES[n % STATES.length], kind, item.id);
    }
  })();
  const rows = db.prepare('SELECT state, kind FROM outbox').all() as {
    state: (typeof STATES)[number];
    kind: string;
  }[];
  const expected = { pending: 0, sending: 0, synced: 0, failed: 0, needsReview: 0, discarded: 0 };
  let managerAttention = 0;
  for (const { state, kind } of rows) {
    const held = state === 'failed' || state === 'needsReview';
    if (held && (MANAGER_KINDS as readonly string[]).includes(kind)) managerAttention += 1;
    else if (state !== 'synced' && state !== 'discarded') expected[state] += 1;
  }
  expect(managerAttention).toBeGreaterThan(0);
  expect(expected.pending).toBeGreaterThan(0);
  expect(outbox.counts()).toEqual({ ...expected, managerAttention });
});
