// A program's insights from a small, hand-counted history: each figure checked against what a
// person counts in it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';
import {
  ActivityTable,
  localSlots,
  type ActivityRow,
} from '../../../../src/main/core/insights/activity';
import { Insights, wholeWeeks } from '../../../../src/main/core/insights/insights';
import { generateHistory, seeded } from '../../../fixtures/history';

const PROGRAM = 'p'.repeat(24);
const ZONE = 'Europe/Berlin';
let dir: string;
let db: Db;
let store: ActivityTable;
let n = 0;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-insights-'));
  db = openDatabase(join(dir, 'q.sqlite'), { backupDir: join(dir, 'b') });
  store = new ActivityTable(db, ZONE);
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
  it('puts a moment in the store’s own day, and hour and minute of the week', () => {
    // 23:30 UTC on a Sunday is 00:30 on Monday in Berlin (winter).
    expect(localSlots('2026-11-22T23:30:00Z', ZONE)).toEqual({
      day: '2026-11-23',
      week: '2026-11-23',
      hourOfWeek: 0,
      minuteOfWeek: 30,
    });
    // Saturday 17:10 in Berlin.
    expect(localSlots('2026-11-21T16:10:00Z', ZONE)).toEqual({
      day: '2026-11-21',
      week: '2026-11-16',
      hourOfWeek: 5 * 24 + 17,
      minuteOfWeek: (5 * 24 + 17) * 60 + 10,
    });
  });
});

describe('wholeWeeks', () => {
  it('finds the Monday-to-Sunday weeks inside a period, or none', () => {
    expect(wholeWeeks('2026-11-01', '2026-12-01')).toEqual({
      weeksFrom: '2026-11-02',
      weeksTo: '2026-11-30',
    });
    expect(wholeWeeks('2026-11-04', '2026-11-09')).toEqual({
      weeksFrom: '2026-11-04',
      weeksTo: '2026-11-04',
    });
  });
});

/** The figures of November 2026, the period the examples below are set in. */
const november = (scope: 'station' | 'account') =>
  new Insights(db).of({
    dynamicPassId: PROGRAM,
    fromDay: '2026-11-01',
    toDay: '2026-12-01',
    scope,
  });

describe('Insights', () => {
  it('counts visits, the rush, rewards, completed cards and members as a person would', () => {
    store.record(
      [
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
      ],
      () => 3,
    );
    const insights = november('station');
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
      { station: 'Front till', role: 'cashier', who: 'cashier', whoSaid: null, visits: 4 },
      { station: 'Front till', role: 'manager', who: 'manager', whoSaid: null, visits: 2 },
    ]);
    // Ann and Bob joined in the week of 2 November; both visited in week 0, Ann in week 1 too.
    expect(insights.retention).toEqual([
      { week: '2026-11-02', offset: 0, members: 1 },
      { week: '2026-11-02', offset: 1, members: 1 },
      { week: '2026-11-09', offset: 0, members: 1 },
    ]);
  });

  it('counts new members among the members of the same scope and period, never more', () => {
    store.record(
      [
        // Dan's count is set and Eve is enrolled in the period, but neither visits: not members
        // of the period, so not new ones either.
        row('dan', 'set', '2026-11-03T09:00:00Z', 4),
        row('eve', 'enrol', '2026-11-04T09:00:00Z', 0),
        // Fay's card is set before the period, and her first visit is in it: new.
        row('fay', 'set', '2026-10-20T09:00:00Z', 2),
        row('fay', 'increment', '2026-11-05T09:00:00Z', 3),
        // Gus visited before: a member of the period, returning, not new.
        row('gus', 'increment', '2026-10-10T09:00:00Z', 1),
        row('gus', 'increment', '2026-11-06T09:00:00Z', 2),
        // Another station's view of Hal (the account's rows) is another scope.
        row('hal', 'increment', '2026-11-06T09:00:00Z', 1, { source: 'service' }),
      ],
      () => 8,
    );
    const station = november('station');
    expect(station.activeMembers).toBe(2);
    expect(station.newMembers).toBe(1);
    expect(station.returningMembers).toBe(1);
    const account = november('account');
    expect([account.activeMembers, account.newMembers, account.returningMembers]).toEqual([
      1, 1, 0,
    ]);
  });

  it('reads the account’s scope from the service’s rows only', () => {
    store.record(
      [
        row('ann', 'increment', '2026-11-05T10:00:00Z', 1, { source: 'service', station: null }),
        row('ann', 'increment', '2026-11-05T10:00:00Z', 1),
      ],
      () => 8,
    );
    const account = november('account');
    expect(account.visits).toBe(1);
    expect(account.byStation).toEqual([
      { station: null, role: 'cashier', who: 'cashier', whoSaid: null, visits: 1 },
    ]);
  });
});

describe('the sums kept as rows are written', () => {
  it('give the same figures as counting the rows, for any period', () => {
    const max = 8;
    generateHistory(
      {
        dynamicPassId: PROGRAM,
        members: 200,
        visits: 6_000,
        max,
        start: new Date('2026-01-01T00:00:00Z'),
        days: 120,
        seed: 3,
        rushHours: [7, 11, 16],
      },
      (rows) => store.record(rows, () => max),
    );
    const insights = new Insights(db);
    const count = (sql: string, params: unknown[]) =>
      (db.prepare(sql).get(...params) as { n: number }).n;
    const random = seeded(11);
    for (let i = 0; i < 25; i++) {
      const from = Math.floor(random() * 110);
      const to = from + 1 + Math.floor(random() * (120 - from));
      const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
      const [fromDay, toDay] = [day(from), day(to)];
      const got = insights.of({ dynamicPassId: PROGRAM, fromDay, toDay, scope: 'station' });
      const inPeriod = `dynamic_pass_id = ? AND source = 'station' AND day >= ? AND day < ?`;
      const args = [PROGRAM, fromDay, toDay];
      const period = `${fromDay}..${toDay}`;
      expect(got.visits, period).toBe(
        count(`SELECT COUNT(*) AS n FROM activity WHERE ${inPeriod} AND kind = 'increment'`, args),
      );
      expect(got.activeMembers, period).toBe(
        count(
          `SELECT COUNT(DISTINCT customer_id) AS n FROM activity
           WHERE ${inPeriod} AND kind = 'increment'`,
          args,
        ),
      );
      expect(got.cardsCompleted, period).toBe(
        count(
          `SELECT COUNT(*) AS n FROM activity
           WHERE ${inPeriod} AND kind = 'increment' AND count_after >= ${max}`,
          args,
        ),
      );
      // A member's first visit: a set or a reset before it does not make them new.
      const firsts = `(SELECT customer_id, MIN(day) AS first FROM activity
         WHERE dynamic_pass_id = ? AND source = 'station' AND kind = 'increment'
         GROUP BY customer_id)`;
      expect(got.newMembers, period).toBe(
        count(`SELECT COUNT(*) AS n FROM ${firsts} WHERE first >= ? AND first < ?`, [
          PROGRAM,
          fromDay,
          toDay,
        ]),
      );
      expect(got.returningMembers, period).toBe(
        count(
          `SELECT COUNT(DISTINCT a.customer_id) AS n FROM activity a JOIN ${firsts} f
             ON f.customer_id = a.customer_id
           WHERE a.dynamic_pass_id = ? AND a.source = 'station' AND a.day >= ? AND a.day < ?
             AND a.kind = 'increment' AND a.day > f.first`,
          [PROGRAM, PROGRAM, fromDay, toDay],
        ),
      );
      expect(got.newMembers, period).toBeLessThanOrEqual(got.activeMembers);
      expect(got.returningMembers, period).toBeLessThanOrEqual(got.activeMembers);
    }
  });
});
