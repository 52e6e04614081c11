// The replication candidates' comparison: each engine runs the same scenario (three stations on
// loopback, the store's check-ins, a new station, a week apart) a few times; medians are printed.
// Run: nice -n 10 npx tsx bench/replication/run.ts [yjs loro yjs-list]
//      (--report: the tables again from saved runs; BENCH_RESULTS: where runs are saved)
//      (BENCH_REPEATS=3 BENCH_CHECK_INS=50000 BENCH_MEMBERS=10000 BENCH_WEEK=3000)
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { report } from './report';
import { runScenario, type RunResult, type Sizes } from './scenario';
import { ENGINES, type Engine } from './protocol';

const env = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);
const sizes: Sizes = {
  members: env('BENCH_MEMBERS', 10_000),
  checkIns: env('BENCH_CHECK_INS', 50_000),
  batch: env('BENCH_BATCH', 250),
  probesPerStation: env('BENCH_PROBES', 100),
  probeIntervalMs: env('BENCH_PROBE_INTERVAL_MS', 100),
  weekCheckIns: env('BENCH_WEEK', 3000),
  weekEdits: env('BENCH_WEEK_EDITS', 200),
  weekEnrolments: env('BENCH_WEEK_ENROLMENTS', 50),
};
const repeats = env('BENCH_REPEATS', 3);
const out = process.env['BENCH_RESULTS'] ?? join('bench', '.results', 'replication');
// --report prints the tables again from the runs already saved.
if (process.argv.includes('--report')) {
  const saved = readdirSync(out).filter((name) => name.endsWith('.json'));
  const runs = saved.map(
    (name) => JSON.parse(readFileSync(join(out, name), 'utf8')) as RunResult & { load: number },
  );
  console.log(report(runs));
  console.log(
    `load average (1 min) at each run's start: ${runs.map((r) => `${r.engine} ${r.load.toFixed(1)}`).join(', ')}`,
  );
  process.exit(0);
}
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !ENGINES.includes(name as Engine));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}; choose from ${ENGINES.join(', ')}.`);
  process.exit(2);
}
const engines = (wanted.length > 0 ? wanted : ENGINES) as Engine[];

mkdirSync(out, { recursive: true });
const results: RunResult[] = [];
console.log(
  `sizes ${JSON.stringify(sizes)}; load average at start ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
// Rounds alternate the engines, so a slow stretch of the shared machine falls on each alike.
for (let round = 1; round <= repeats; round += 1) {
  for (const engine of engines) {
    const root = mkdtempSync(
      join(process.env['BENCH_DIR'] ?? tmpdir(), `passdesk-repl-${engine}-`),
    );
    const load = loadavg()[0]!;
    const started = Date.now();
    const result = await runScenario(engine, root, sizes, (phase) =>
      console.log(
        `  ${engine} ${round}: ${phase} at ${((Date.now() - started) / 1000).toFixed(0)} s`,
      ),
    );
    rmSync(root, { recursive: true, force: true });
    results.push(result);
    writeFileSync(
      join(out, `${engine}-${round}.json`),
      JSON.stringify({ load, sizes, ...result }, null, 1),
    );
    console.log(
      `${engine} round ${round}: ${((Date.now() - started) / 1000).toFixed(0)} s, load ${load.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}`,
    );
  }
}
console.log(report(results));
