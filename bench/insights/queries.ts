// The insights screen's queries over a year of one million visits: each query's p50 and p95
// through the core (the sums kept as rows are written) and as the bare aggregate over the rows
// themselves (what the same figure costs without those sums), in one run.
// Run: npx tsx bench/insights/queries.ts   (BENCH_VISITS=100000 BENCH_ROUNDS=5 for a quick run)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../src/main/core/db/database';
import { ActivityTable } from '../../src/main/core/insights/activity';
import {
  INSIGHT_SQL,
  Insights,
  paramsFor,
  type InsightsQuery,
} from '../../src/main/core/insights/insights';
import { generateHistory } from '../../test/fixtures/history';

const VISITS = Number(process.env['BENCH_VISITS'] ?? 1_000_000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 20);
const GOAL_P95_MS = 100;
const PROGRAM = 'a'.repeat(24);

/** Each figure counted from the rows themselves, as it would be without the kept sums. */
const IN = `dynamic_pass_id = :program AND source = :source AND day >= :fromDay AND day < :toDay`;
const FIRSTS = `(SELECT customer_id, MIN(day) AS first, MIN(day) AS first_week FROM activity
   WHERE dynamic_pass_id = :program AND source = :source GROUP BY customer_id)`;
const BARE_SQL: Record<keyof typeof INSIGHT_SQL, string> = {
  visitsPerDay: `SELECT day, COUNT(*) AS visits FROM activity WHERE ${IN} AND kind = 'increment'
     GROUP BY day`,
  rushHours: `SELECT hour_of_week, COUNT(*) AS visits FROM activity
     WHERE ${IN} AND kind = 'increment' GROUP BY hour_of_week`,
  totals: `SELECT SUM(kind = 'increment') AS visits, SUM(kind = 'reset') AS rewards,
     SUM(kind = 'increment' AND count_after >= 8) AS completed FROM activity WHERE ${IN}`,
  activeMembers: `SELECT COUNT(DISTINCT customer_id) AS n FROM activity
     WHERE ${IN} AND kind = 'increment'`,
  newMembers: `SELECT COUNT(*) AS n FROM ${FIRSTS} WHERE first >= :fromDay AND first < :toDay`,
  returningMembers: `SELECT COUNT(DISTINCT a.customer_id) AS n FROM activity a
     JOIN ${FIRSTS} f ON f.customer_id = a.customer_id
     WHERE a.dynamic_pass_id = :program AND a.source = :source AND a.day >= :fromDay
       AND a.day < :toDay AND a.kind = 'increment' AND a.day > f.first`,
  retention: `SELECT f.first, CAST((julianday(a.day) - julianday(f.first)) / 7 AS INTEGER) AS w,
       COUNT(DISTINCT a.customer_id) AS members
     FROM ${FIRSTS} f JOIN activity a ON a.dynamic_pass_id = :program AND a.source = :source
       AND a.customer_id = f.customer_id AND a.kind = 'increment' AND a.day < :toDay
     WHERE f.first >= :fromDay AND f.first < :toDay GROUP BY f.first, w`,
  byStation: `SELECT station, role, COUNT(*) AS visits FROM activity
     WHERE ${IN} AND kind = 'increment' GROUP BY station, role`,
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const dir = mkdtempSync(join(tmpdir(), 'passdesk-insights-bench-'));
try {
  const db = openDatabase(join(dir, 'station.sqlite'), { backupDir: join(dir, 'backups') });
  const store = new ActivityTable(db, 'Europe/Berlin');
  const started = performance.now();
  generateHistory(
    {
      dynamicPassId: PROGRAM,
      members: 3_000,
      visits: VISITS,
      max: 8,
      start: new Date('2025-11-24T00:00:00Z'),
      days: 365,
      seed: 7,
      rushHours: [7, 11, 16],
    },
    (rows) => store.record(rows, () => 8),
  );
  db.pragma('optimize');
  const rows = (db.prepare('SELECT COUNT(*) AS n FROM activity').get() as { n: number }).n;
  console.log(`${rows} rows written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const insights = new Insights(db);
  const periods: [string, InsightsQuery][] = [
    ['7 days', { fromDay: '2026-11-17', toDay: '2026-11-24' }],
    ['30 days', { fromDay: '2026-10-25', toDay: '2026-11-24' }],
    ['a year', { fromDay: '2025-11-24', toDay: '2026-11-24' }],
  ].map(([name, period]) => [
    name as string,
    { dynamicPassId: PROGRAM, scope: 'station', ...(period as object) } as InsightsQuery,
  ]);
  const bare = Object.fromEntries(
    Object.entries(BARE_SQL).map(([name, sql]) => [name, db.prepare(sql)]),
  );
  console.log(
    '| Period | Query | Bare p50 / p95 | Core p50 / p95 | Core p95 / bare p95 | p95 / goal |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [periodName, q] of periods) {
    for (const name of Object.keys(INSIGHT_SQL) as (keyof typeof INSIGHT_SQL)[]) {
      const bareMs: number[] = [];
      const coreMs: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Alternating, so a busy moment of the machine weighs on both alike.
        let t = performance.now();
        bare[name]!.all(paramsFor(BARE_SQL[name], q));
        bareMs.push(performance.now() - t);
        t = performance.now();
        insights.figure(name, q);
        coreMs.push(performance.now() - t);
      }
      const [b50, b95, c50, c95] = [
        percentile(bareMs, 50),
        percentile(bareMs, 95),
        percentile(coreMs, 50),
        percentile(coreMs, 95),
      ];
      console.log(
        `| ${periodName} | ${name} | ${b50.toFixed(1)} / ${b95.toFixed(1)} ms | ${c50.toFixed(1)} / ${c95.toFixed(1)} ms | ${(c95 / b95).toFixed(2)} | ${(c95 / GOAL_P95_MS).toFixed(2)} |`,
      );
    }
  }
  const whole: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const t = performance.now();
    insights.of(periods[1]![1]);
    whole.push(performance.now() - t);
  }
  console.log(
    `every figure of 30 days (Insights.of): p50 ${percentile(whole, 50).toFixed(1)} ms, p95 ${percentile(whole, 95).toFixed(1)} ms`,
  );
  db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
