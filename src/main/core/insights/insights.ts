// How a program is doing over a period, aggregated by SQLite from the activity table: visits by
// day and by hour of the week, rewards, completed cards, new and returning members, retention by
// the week members joined, and who did what. Each figure is one query over an index.
import { z } from 'zod';
import type { Db } from '../store/database';

export type InsightsScope = 'station' | 'account';

export interface InsightsQuery {
  dynamicPassId: string;
  /** ISO 8601, inclusive. */
  from: string;
  /** ISO 8601, exclusive. */
  to: string;
  /** The card's maximum: an increment reaching it completes a card. */
  max: number;
  /** This station's own rows, or the account's log as read from the service. */
  scope: InsightsScope;
}

const dayRow = z.object({ day: z.string(), visits: z.number().int() });
const hourRow = z.object({ hourOfWeek: z.number().int(), visits: z.number().int() });
const totals = z.object({
  visits: z.number().int(),
  rewards: z.number().int(),
  completed: z.number().int(),
  members: z.number().int(),
});
const numberOrNull = z.object({ value: z.number().nullable() });
const count = z.object({ n: z.number().int() });
const cohortRow = z.object({
  week: z.string(),
  offset: z.number().int(),
  members: z.number().int(),
});
const whoRow = z.object({
  station: z.string().nullable(),
  role: z.string().nullable(),
  visits: z.number().int(),
});

/** The rows of one program, scope and period: the common head of every query below. */
const IN_PERIOD = `dynamic_pass_id = :program AND source = :source AND at >= :from AND at < :to`;

export const INSIGHT_SQL = {
  visitsPerDay: `SELECT day, COUNT(*) AS visits FROM activity
     WHERE ${IN_PERIOD} AND kind = 'increment' GROUP BY day ORDER BY day`,
  rushHours: `SELECT hour_of_week AS hourOfWeek, COUNT(*) AS visits FROM activity
     WHERE ${IN_PERIOD} AND kind = 'increment' GROUP BY hour_of_week ORDER BY hour_of_week`,
  totals: `SELECT COALESCE(SUM(kind = 'increment'), 0) AS visits,
       COALESCE(SUM(kind = 'reset'), 0) AS rewards,
       COALESCE(SUM(kind = 'increment' AND count_after >= :max), 0) AS completed,
       COUNT(DISTINCT customer_id) AS members
     FROM activity WHERE ${IN_PERIOD}`,
  // Each member's rows split into cards by the resets before them; a card that reached the
  // maximum within the period counts its stamps.
  visitsToComplete: `SELECT AVG(stamps) AS value FROM (
       SELECT SUM(kind = 'increment') AS stamps, MAX(kind = 'increment' AND count_after >= :max) AS done
       FROM (SELECT customer_id, kind, count_after,
               SUM(kind = 'reset') OVER (PARTITION BY customer_id ORDER BY at, key
                 ROWS UNBOUNDED PRECEDING) - (kind = 'reset') AS card
             FROM activity WHERE ${IN_PERIOD})
       GROUP BY customer_id, card) WHERE done`,
  // New: first seen (any time, in this scope) within the period.
  newMembers: `SELECT COUNT(*) AS n FROM (
       SELECT customer_id FROM activity WHERE dynamic_pass_id = :program AND source = :source
       GROUP BY customer_id HAVING MIN(at) >= :from AND MIN(at) < :to)`,
  // Returning: visited within the period on a later day than their first visit ever.
  returningMembers: `SELECT COUNT(DISTINCT a.customer_id) AS n FROM activity a
     JOIN (SELECT customer_id, MIN(day) AS first_day FROM activity
           WHERE dynamic_pass_id = :program AND source = :source AND kind = 'increment'
             AND customer_id IN (SELECT customer_id FROM activity WHERE ${IN_PERIOD})
           GROUP BY customer_id) f ON f.customer_id = a.customer_id
     WHERE a.dynamic_pass_id = :program AND a.source = :source AND a.at >= :from AND a.at < :to
       AND a.kind = 'increment' AND a.day > f.first_day`,
  // Members by the week they were first seen, and how many of them visited 0, 1, 2… weeks later.
  retention: `WITH firsts AS (
       SELECT customer_id, MIN(day) AS first_day FROM activity
       WHERE dynamic_pass_id = :program AND source = :source GROUP BY customer_id
       HAVING MIN(at) >= :from AND MIN(at) < :to)
     SELECT date(f.first_day, '-' || ((strftime('%w', f.first_day) + 6) % 7) || ' days') AS week,
       CAST((julianday(a.day) - julianday(f.first_day)) / 7 AS INTEGER) AS offset,
       COUNT(DISTINCT a.customer_id) AS members
     FROM firsts f JOIN activity a ON a.dynamic_pass_id = :program AND a.source = :source
       AND a.customer_id = f.customer_id AND a.kind = 'increment' AND a.at < :to
     GROUP BY week, offset ORDER BY week, offset`,
  byStation: `SELECT station, role, COUNT(*) AS visits FROM activity
     WHERE ${IN_PERIOD} AND kind = 'increment' GROUP BY station, role ORDER BY visits DESC`,
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

export class Insights {
  private readonly stmts;

  constructor(db: Db) {
    const prepare = (sql: string) => db.prepare(sql);
    this.stmts = Object.fromEntries(
      Object.entries(INSIGHT_SQL).map(([name, sql]) => [name, prepare(sql)]),
    ) as Record<keyof typeof INSIGHT_SQL, ReturnType<typeof prepare>>;
  }

  /** One query's rows, checked; `params` names what every query may ask for. */
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
      activeMembers: sums.members,
      averageVisitsToComplete: one('visitsToComplete', numberOrNull).value,
      newMembers: one('newMembers', count).n,
      returningMembers: one('returningMembers', count).n,
      retention: all('retention', cohortRow),
      byStation: all('byStation', whoRow),
    };
  }
}

/** The named parameters a query uses, from the question asked. */
export function paramsFor(sql: string, q: InsightsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    program: q.dynamicPassId,
    source: q.scope === 'station' ? 'station' : 'service',
    from: q.from,
    to: q.to,
    max: q.max,
  };
  const wanted = new Set([...sql.matchAll(/:(\w+)/g)].map((m) => m[1]!));
  return Object.fromEntries(Object.entries(params).filter(([key]) => wanted.has(key)));
}
