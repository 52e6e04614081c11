// A count read from the service's member list is kept only when it is the count the member's
// first waiting +1 will find: it is what that +1 is later checked against.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Journal } from '../../../../src/main/core/journal/journal';
import { Members } from '../../../../src/main/core/members/members';
import { Outbox } from '../../../../src/main/core/outbox/outbox';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';

let dir: string;
let db: Db;
let outbox: Outbox;
let members: Members;
const now = () => new Date('2026-11-21T10:00:00.000Z');
const READ_AT = '2026-11-21T10:00:00.000Z';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-listed-'));
  db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
  outbox = new Outbox(db, new Journal(db, now), now);
  members = new Members(db, outbox);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const plusOne = (customerId: string) =>
  outbox.enqueue('checkIn', { customerId, action: { kind: 'increment' }, notification: null });
const listed = (customerId: string, count: number) =>
  members.rememberFromDirectory(
    'program-1',
    customerId,
    `card-${customerId}`,
    { name: 'Ada' },
    count,
    READ_AT,
  );

describe('counts from the member list', () => {
  it('are kept for a member whose check-ins wait unsent, so the first can be checked later', () => {
    plusOne('m1');
    plusOne('m1');
    listed('m1', 4);
    expect(members.knownCount('m1')).toBe(4);
    expect(members.view('m1', 0)).toMatchObject({ knownCount: 4, displayCount: 6 });
  });

  it('are not kept while one of the member’s check-ins is on its way', () => {
    plusOne('m1');
    outbox.claimReady(Date.now(), [], 1, () => null);
    listed('m1', 4);
    expect(members.knownCount('m1')).toBeNull();
    expect(members.get('m1')).toMatchObject({ cardId: 'card-m1', dynamicFields: { name: 'Ada' } });
  });

  it('are not kept when a check-in may have landed although its answer was lost', () => {
    plusOne('m1');
    outbox.claimReady(Date.now(), [], 1, () => null);
    outbox.releaseInterrupted();
    expect(outbox.activeForMember('m1')[0]).toMatchObject({ state: 'pending', maybeApplied: true });
    listed('m1', 4);
    expect(members.knownCount('m1')).toBeNull();
  });

  it('never replace a count an answer confirmed after the reading began', () => {
    members.confirmCount('m1', 7, '2026-11-21T10:00:00.500Z');
    listed('m1', 6);
    expect(members.knownCount('m1')).toBe(7);
    members.confirmCount('m2', 2, '2026-11-21T09:59:59.000Z');
    listed('m2', 3);
    expect(members.knownCount('m2')).toBe(3);
  });
});
