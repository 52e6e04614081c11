// How a program is doing over a period of the store's days, read from the sums kept as activity is
// written (migration 9): visits by day and by hour of the week, rewards, completed cards, new,
// active and returning members, retention by the week members joined, and who did what.
import { z } from 'zod';
import type { Db } from '../db/database';
import { said } from '@shared/i18n/said';
import { ANY_CASHIER_KEPT, orRole } from '../journal/who';

export type InsightsScope = 'station' | 'account';

export interface InsightsQuery {
  dynamicPassId: string;
  /** The store's local days, YYYY-MM-DD: `fromDay` inclusive, `toDay` exclusive. */
  fromDay: string;
  toDay: string;
  /** This station's own rows, or the account's log as read from the service. */
  scope: InsightsScope;
}

const dayRow = z.object({ day: z.string(), visits: z.number().int() });
const hourRow = z.object({ hourOfWeek: z.number().int(), visits: z.number().int() });
const totals = z.object({
  visits: z.number().int(),
  rewards: z.number().int(),
  completed: z.number().int(),
  completedVisits: z.number().int(),
});
const count = z.object({ n: z.number().int() });
const cohortRow = z.object({
  week: z.string(),
  offset: z.number().int(),
  members: z.number().int(),
});
const whoRow = z
  .object({
    station: z.string().nullable(),
    role: z.string().nullable(),
    staff: z.string().nullable(),
    visits: z.number().int(),
  })
  .transform(({ station, role, staff, visits }) =>
    // Any cashier is said in the reader's language, not kept as a name.
    staff === ANY_CASHIER_KEPT && role === 'cashier'
      ? { station, role, who: null, whoSaid: said('store.journal.anyCashier'), visits }
      : { station, role, who: orRole(staff, role) || null, whoSaid: null, visits },
  );

const OF = `dynamic_pass_id = :program AND source = :source`;

const HOURS = `FROM activity_hours WHERE ${OF} AND day >= :fromDay AND day < :toDay`;
/**
 * The members who visited in the period: whole weeks read from the weeks table, the days at
 * either end from the days table, so a year reads about a row per member and week.
 */
const ACTIVE = `SELECT customer_id FROM activity_member_weeks
     WHERE ${OF} AND week >= :weeksFrom AND week < :weeksTo
   UNION SELECT customer_id FROM activity_member_days
     WHERE ${OF} AND ((day >= :fromDay AND day < :weeksFrom) OR (day >= :weeksTo AND day < :toDay))`;

/** A visit of the member `a` before the period (read by the member's index). */
const EARLIER_VISIT = `SELECT 1 FROM activity_member_days d
       WHERE d.dynamic_pass_id = :program AND d.source = :source
         AND d.customer_id = a.customer_id AND d.day < :fromDay`;

export const INSIGHT_SQL = {
  visitsPerDay: `SELECT day, SUM(visits) AS visits ${HOURS}
     GROUP BY day HAVING SUM(visits) > 0 ORDER BY day`,
  rushHours: `SELECT hour_of_week AS hourOfWeek, SUM(visits) AS visits ${HOURS}
     GROUP BY hour_of_week HAVING SUM(visits) > 0 ORDER BY hour_of_week`,
  totals: `SELECT COALESCE(SUM(visits), 0) AS visits, COALESCE(SUM(rewards), 0) AS rewards,
       COALESCE(SUM(completed), 0) AS completed,
       COALESCE(SUM(completed_visits), 0) AS completedVisits ${HOURS}`,
  activeMembers: `SELECT COUNT(*) AS n FROM (${ACTIVE})`,
  // New: of the members above, those whose first visit is in the period, so never more of them
  // than members. A member first seen through a set or a reset is not new until they visit.
  newMembers: `WITH active AS (${ACTIVE})
     SELECT COUNT(*) AS n FROM active a WHERE NOT EXISTS (${EARLIER_VISIT})`,
  // Returning: of the members above, those who visited before the period or on two days of it.
  returningMembers: `WITH active AS (${ACTIVE})
     SELECT COUNT(*) AS n FROM active a WHERE EXISTS (${EARLIER_VISIT})
       OR (SELECT COUNT(*) FROM (SELECT 1 FROM activity_member_days d
             WHERE d.dynamic_pass_id = :program AND d.source = :source
               AND d.customer_id = a.customer_id AND d.day >= :fromDay AND d.day < :toDay
             LIMIT 2)) = 2`,
  // The members first seen in the period, by their first week, and how many of them visited
  // 0, 1, 2… weeks later.
  retention: `SELECT m.first_week AS week,
       CAST((julianday(w.week) - julianday(m.first_week)) / 7 AS INTEGER) AS offset,
       COUNT(*) AS members
     FROM activity_members m JOIN activity_member_weeks w
       ON w.dynamic_pass_id = m.dynamic_pass_id AND w.source = m.source
      AND w.customer_id = m.customer_id
     WHERE m.dynamic_pass_id = :program AND m.source = :source
       AND m.first_day >= :fromDay AND m.first_day < :toDay AND w.week < :toDay
     GROUP BY week, offset ORDER BY week, offset`,
  byStation: `SELECT NULLIF(station, '') AS station, NULLIF(role, '') AS role,
       NULLIF(staff, '') AS staff, SUM(visits) AS visits ${HOURS}
     GROUP BY station, role, staff HAVING SUM(visits) > 0
     ORDER BY visits DESC, station, role, staff`,
} as const;

export interface ProgramInsights {
  visitsPerDay: z.infer<typeof dayRow>[];
  rushHours: z.infer<typeof hourRow>[];
  visits: number;
  rewardsRedeemed: number;
  cardsCompleted: number;
  activeMembers: number;
  averageVisitsToComplete: number | null;
  newMembers: number;
  returningMembers: number;
  retention: z.infer<typeof cohortRow>[];
  byStation: z.infer<typeof whoRow>[];
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The whole weeks (Monday to Sunday) inside the period, as [from, to) of their Mondays. */
export function wholeWeeks(fromDay: string, toDay: string): { weeksFrom: string; weeksTo: string } {
  const from = dayNumber(fromDay);
  const to = dayNumber(toDay);
  // 1970-01-01 was a Thursday: day n is a Monday when (n + 3) % 7 === 0.
  const firstMonday = from + ((7 - ((from + 3) % 7)) % 7);
  const endMonday = to - ((to + 3) % 7);
  return endMonday - firstMonday >= 7
    ? { weeksFrom: dayOf(firstMonday), weeksTo: dayOf(endMonday) }
    : { weeksFrom: fromDay, weeksTo: fromDay };
}

/** The named parameters a query uses, from the question asked. */
export function paramsFor(sql: string, q: InsightsQuery): Record<string, string> {
  const params: Record<string, string> = {
    program: q.dynamicPassId,
    source: q.scope === 'station' ? 'station' : 'service',
    fromDay: q.fromDay,
    toDay: q.toDay,
    ...wholeWeeks(q.fromDay, q.toDay),
  };
  const wanted = new Set([...sql.matchAll(/:(\w+)/g)].map((m) => m[1]!));
  return Object.fromEntries(Object.entries(params).filter(([key]) => wanted.has(key)));
}

export class Insights {
  private readonly stmts;

  constructor(db: Db) {
    const prepare = (sql: string) => db.prepare(sql);
    this.stmts = Object.fromEntries(
      Object.entries(INSIGHT_SQL).map(([name, sql]) => [name, prepare(sql)]),
    ) as Record<keyof typeof INSIGHT_SQL, ReturnType<typeof prepare>>;
  }

  /** One query's rows as SQLite gives them. */
  figure(name: keyof typeof INSIGHT_SQL, q: InsightsQuery): unknown[] {
    return this.stmts[name].all(paramsFor(INSIGHT_SQL[name], q));
  }

  of(q: InsightsQuery): ProgramInsights {
    const all = <T>(name: keyof typeof INSIGHT_SQL, schema: z.ZodType<T>): T[] =>
      this.figure(name, q).map((row) => schema.parse(row));
    const one = <T>(name: keyof typeof INSIGHT_SQL, schema: z.ZodType<T>): T =>
      schema.parse(this.figure(name, q)[0]);
    const sums = one('totals', totals);
    return {
      visitsPerDay: all('visitsPerDay', dayRow),
      rushHours: all('rushHours', hourRow),
      visits: sums.visits,
      rewardsRedeemed: sums.rewards,
      cardsCompleted: sums.completed,
      activeMembers: one('activeMembers', count).n,
      averageVisitsToComplete: sums.completed > 0 ? sums.completedVisits / sums.completed : null,
      newMembers: one('newMembers', count).n,
      returningMembers: one('returningMembers', count).n,
      retention: all('retention', cohortRow),
      byStation: all('byStation', whoRow),
    };
  }
}
