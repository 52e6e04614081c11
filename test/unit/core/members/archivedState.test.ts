// A pass's archived state as the member list and the station's own answers tell it, kept in the
// members table: the later word wins, and a reading older than what the station learnt does not.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Journal } from '../../../../src/main/core/journal/journal';
import { Members } from '../../../../src/main/core/members/members';
import { Outbox } from '../../../../src/main/core/outbox/outbox';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';

let dir: string;
let db: Db;
let members: Members;
const now = () => new Date('2026-11-21T10:00:00.000Z');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-archived-'));
  db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
  members = new Members(db, new Outbox(db, new Journal(db, now), now));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const listed = (archived: boolean, readAt: string) =>
  members.rememberFromDirectory('p', 'm1', 'card-1', { name: 'Ada' }, 2, readAt, archived);

it('follows the member list: archived, then active again in a later reading', () => {
  listed(false, '2026-11-21T10:00:00.000Z');
  expect(members.get('m1')?.archivedAt).toBeNull();
  listed(true, '2026-11-21T10:01:00.000Z');
  expect(members.get('m1')?.archivedAt).toBe('2026-11-21T10:01:00.000Z');
  // A second reading that still shows it archived keeps when the station first learnt it.
  listed(true, '2026-11-21T10:02:00.000Z');
  expect(members.get('m1')?.archivedAt).toBe('2026-11-21T10:01:00.000Z');
  listed(false, '2026-11-21T10:03:00.000Z');
  expect(members.get('m1')?.archivedAt).toBeNull();
  expect(members.view('m1', 0).archivedAt).toBeNull();
});

it('keeps an archive the station learnt after a reading began, which that reading did not see', () => {
  listed(false, '2026-11-21T10:00:00.000Z');
  members.markArchived('m1', '2026-11-21T10:05:00.000Z');
  listed(false, '2026-11-21T10:04:59.000Z');
  expect(members.view('m1', 0).archivedAt).toBe('2026-11-21T10:05:00.000Z');
});

it('marks a member it has never read as archived, so a scan of them offers nothing', () => {
  members.markArchived('m9', '2026-11-21T10:05:00.000Z');
  expect(members.view('m9', 0)).toMatchObject({ archivedAt: '2026-11-21T10:05:00.000Z' });
});
