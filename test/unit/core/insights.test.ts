// A program's insights from a small, hand-counted history: each figure checked against what a
// person counts in it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../src/main/core/store/database';
import {
  ActivityStore,
  localSlots,
  type ActivityRow,
} from '../../../src/main/core/insights/activity';
import { Insights } from '../../../src/main/core/insights/insights';

const PROGRAM = 'p'.repeat(24);
const ZONE = 'Europe/Berlin';
let dir: string;
let db: Db;
let store: ActivityStore;
let n = 0;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-insights-'));
  db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
  store = new ActivityStore(db, ZONE);
  n = 0;
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const row = (
  customerId: string,
  kind: ActivityRow['kind'],
  at: string,
  countAfter: number | null,
  over: Partial<ActivityRow> = {},
): ActivityRow => ({
  source: 'station',
  key: `k${++n}`,
  dynamicPassId: PROGRAM,
  customerId,
  kind,
  countAfter,
  at,
  station: 'Front till',
  role: 'cashier',
  ...over,
});

describe('localSlots', () => {
  it('puts a moment in the store’s own day and hour of the week', () => {
    // 23:30 UTC on a Sunday is 00:30 on Monday in Berlin (winter).
    expect(localSlots('2026-11-22T23:30:00Z', ZONE)).toEqual({ day: '2026-11-23', hourOfWeek: 0 });
    // Saturday 17:10 in Berlin.
    expect(localSlots('2026-11-21T16:10:00Z', ZONE)).toEqual({
      day: '2026-11-21',
      hourOfWeek: 5 * 24 + 17,
    });
  });
});

describe('Insights', () => {
  it('counts visits, the rush, rewards, completed cards and members as a person would', () => {
    const max = 3;
    store.record([
      // Ann: joins, three stamps on three days (the card completes), then redeems.
      row('ann', 'enrol', '2026-11-02T08:00:00Z', 0),
      row('ann', 'increment', '2026-11-02T08:05:00Z', 1),
      row('ann', 'increment', '2026-11-03T08:05:00Z', 2),
      row('ann', 'increment', '2026-11-09T16:05:00Z', 3),
      row('ann', 'reset', '2026-11-09T16:06:00Z', 0),
      // Bob: two stamps on one day, by a manager.
      row('bob', 'increment', '2026-11-09T16:20:00Z', 1, { role: 'manager' }),
      row('bob', 'increment', '2026-11-09T16:40:00Z', 2, { role: 'manager' }),
      // Before the period: not counted, but makes Cid an old member.
      row('cid', 'increment', '2026-10-01T10:00:00Z', 1),
      row('cid', 'increment', '2026-11-04T10:00:00Z', 2),
      // Another program and the service's copy: never mixed in.
      row('ann', 'increment', '2026-11-05T10:00:00Z', 1, { dynamicPassId: 'q'.repeat(24) }),
      row('ann', 'increment', '2026-11-05T10:00:00Z', 1, { source: 'service' }),
    ]);
    const insights = new Insights(db).of({
      dynamicPassId: PROGRAM,
      from: '2026-11-01T00:00:00Z',
      to: '2026-12-01T00:00:00Z',
      max,
      scope: 'station',
    });
    expect(insights.visits).toBe(6);
    expect(insights.visitsPerDay).toEqual([
      { day: '2026-11-02', visits: 1 },
      { day: '2026-11-03', visits: 1 },
      { day: '2026-11-04', visits: 1 },
      { day: '2026-11-09', visits: 3 },
    ]);
    // Monday 17:00 in Berlin (16:xx UTC) is the rush: Ann's third stamp and Bob's two.
    const busiest = [...insights.rushHours].sort((a, b) => b.visits - a.visits)[0];
    expect(busiest).toEqual({ hourOfWeek: 17, visits: 3 });
    expect(insights.rewardsRedeemed).toBe(1);
    expect(insights.cardsCompleted).toBe(1);
    expect(insights.averageVisitsToComplete).toBe(3);
    expect(insights.activeMembers).toBe(3);
    expect(insights.newMembers).toBe(2);
    expect(insights.returningMembers).toBe(2);
    expect(insights.byStation).toEqual([
      { station: 'Front till', role: 'cashier', visits: 4 },
      { station: 'Front till', role: 'manager', visits: 2 },
    ]);
    // Ann and Bob joined in the week of 2 November; both visited in week 0, Ann in week 1 too.
    expect(insights.retention).toEqual([
      { week: '2026-11-02', offset: 0, members: 1 },
      { week: '2026-11-02', offset: 1, members: 1 },
      { week: '2026-11-09', offset: 0, members: 1 },
    ]);
  });

  it('reads the account’s scope from the service’s rows only', () => {
    store.record([
      row('ann', 'increment', '2026-11-05T10:00:00Z', 1, { source: 'service', station: null }),
      row('ann', 'increment', '2026-11-05T10:00:00Z', 1),
    ]);
    const account = new Insights(db).of({
      dynamicPassId: PROGRAM,
      from: '2026-11-01T00:00:00Z',
      to: '2026-12-01T00:00:00Z',
      max: 8,
      scope: 'account',
    });
    expect(account.visits).toBe(1);
    expect(account.byStation).toEqual([{ station: null, role: 'cashier', visits: 1 }]);
  });
});
