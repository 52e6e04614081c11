// The insights screen's queries over a year of one million visits: each query's p50 and p95
// through the core (Insights, rows checked) and as the bare aggregate (the same SQL, rows as
// SQLite gives them), in one run.
// Run: npx tsx bench/insights/queries.ts        (BENCH_VISITS=200000 for a quick run)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../src/main/core/store/database';
import { ActivityStore } from '../../src/main/core/insights/activity';
import {
  INSIGHT_SQL,
  Insights,
  paramsFor,
  type InsightsQuery,
} from '../../src/main/core/insights/insights';
import { generateHistory } from './history';

const VISITS = Number(process.env['BENCH_VISITS'] ?? 1_000_000);
const ROUNDS = 20;
const GOAL_P95_MS = 100;
const PROGRAM = 'a'.repeat(24);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const dir = mkdtempSync(join(tmpdir(), 'passdesk-insights-bench-'));
try {
  const db = openDatabase(join(dir, 'station.sqlite'), { backupDir: join(dir, 'backups') });
  const store = new ActivityStore(db, 'Europe/Berlin');
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
    (rows) => store.record(rows),
  );
  db.pragma('optimize');
  const rows = (db.prepare('SELECT COUNT(*) AS n FROM activity').get() as { n: number }).n;
  console.log(`${rows} rows written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const insights = new Insights(db);
  const periods: [string, InsightsQuery][] = [
    ['7 days', { from: '2026-11-17T00:00:00Z', to: '2026-11-24T00:00:00Z' }],
    ['30 days', { from: '2026-10-25T00:00:00Z', to: '2026-11-24T00:00:00Z' }],
    ['a year', { from: '2025-11-24T00:00:00Z', to: '2026-11-24T00:00:00Z' }],
  ].map(([name, period]) => [
    name as string,
    { dynamicPassId: PROGRAM, max: 8, scope: 'station', ...(period as object) } as InsightsQuery,
  ]);
  const bare = Object.fromEntries(
    Object.entries(INSIGHT_SQL).map(([name, sql]) => [name, db.prepare(sql)]),
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
        bare[name]!.all(paramsFor(INSIGHT_SQL[name], q));
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
