// A change of details made at the station is not undone by a reading of the member list that
// does not have it yet: while it waits to be sent, and when the reading began before its answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Journal } from '../../../../src/main/core/journal/journal';
import { Members } from '../../../../src/main/core/members/members';
import { Outbox } from '../../../../src/main/core/outbox/outbox';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';

const PROGRAM = 'p'.repeat(24);
const ID = 'c'.repeat(24);
const now = () => new Date('2026-11-21T10:00:00.000Z');
let dir: string;
let db: Db;
let outbox: Outbox;
let members: Members;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-details-'));
  db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
  outbox = new Outbox(db, new Journal(db, now), now);
  members = new Members(db, outbox);
  members.rememberFromDirectory(
    PROGRAM,
    ID,
    'card-1',
    { name: 'Ana Lima' },
    3,
    '2026-11-21T09:00:00.000Z',
  );
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const listed = (readAt: string) =>
  members.rememberFromDirectory(PROGRAM, ID, 'card-1', { name: 'Ana Lima' }, 3, readAt);
const found = (typed: string) => members.search.find(PROGRAM, typed, 5, null);

it('keeps the new values while the change waits, and after it was answered', () => {
  const row = outbox.enqueue('updateMember', {
    customerId: ID,
    dynamicPassId: PROGRAM,
    groupId: null,
    fields: { name: 'Ana Souza' },
  });
  members.setFields(ID, PROGRAM, { name: 'Ana Souza' });
  listed('2026-11-21T10:01:00.000Z');
  expect(members.get(ID)?.dynamicFields).toEqual({ name: 'Ana Souza' });
  expect(found('souza')).toEqual([ID]);
  expect(found('lima')).toEqual([]);

  // Answered at 10:05: a reading begun at 10:04 is older than the change, one at 10:06 is not.
  outbox.markSynced(row.id, { customerId: ID, cardId: 'card-1' }, '2026-11-21T10:05:00.000Z', null);
  listed('2026-11-21T10:04:00.000Z');
  expect(members.get(ID)?.dynamicFields).toEqual({ name: 'Ana Souza' });
  listed('2026-11-21T10:06:00.000Z');
  expect(members.get(ID)?.dynamicFields).toEqual({ name: 'Ana Lima' });
  expect(found('lima')).toEqual([ID]);
});
