// The activity to look at over a year of one million visits at three tills: how long the first
// look takes to find the flags, how long a cheap counter call (`sync.status`, every 20 ms) waits
// meanwhile, and each flags query's p50 and p95 once they are found, all through the core's
// handlers.
// Run: npx tsx bench/flags/flags.ts   (BENCH_VISITS=100000 BENCH_ROUNDS=5 for a quick run)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCore, MemoryKeyVault } from '../../src/main/core';
import { FlagsDb } from '../../src/main/core/flags/flagsDb';
import { openDatabase } from '../../src/main/core/db/database';
import { ticker } from '../latency/ticker';
import { seeded } from '../../test/fixtures/history';

const VISITS = Number(process.env['BENCH_VISITS'] ?? 1_000_000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 20);
const GOAL_P95_MS = 100;
const GOAL_IPC_P99_MS = 50;
const DAYS = 365;
const MEMBERS = 3_000;
const TILLS = ['Till 1', 'Till 2', 'Till 3'];
const STAFF = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay'];
const MAX = 8;
const DAY_MS = 86_400_000;
const ORIGIN = 'http://127.0.0.1:4010';

/** A year of visits ending today (UTC), 07:00 to 19:00, regulars far more often than the rest. */
function writeYear(flags: FlagsDb, db: ReturnType<typeof openDatabase>): number {
  const rand = seeded(7);
  const counts = new Int32Array(MEMBERS);
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const first = today - (DAYS - 1) * DAY_MS;
  const perDay = Math.ceil(VISITS / DAYS);
  let written = 0;
  for (let d = 0; d < DAYS && written < VISITS; d++) {
    const rota = [...STAFF].sort(() => rand() - 0.5);
    const minutes = Array.from({ length: perDay }, () => 7 * 60 + Math.floor(rand() * 720)).sort(
      (a, b) => a - b,
    );
    db.transaction(() => {
      for (const minute of minutes) {
        if (written >= VISITS) break;
        // A fifth of the members make most of the visits.
        const member = rand() < 0.7 ? Math.floor(rand() * 600) : Math.floor(rand() * MEMBERS);
        const till = Math.floor(rand() * 3);
        const atMs = first + d * DAY_MS + minute * 60_000;
        const before = counts[member]!;
        const redeem = before >= MAX;
        counts[member] = redeem ? 0 : before + 1;
        const weekday = (new Date(atMs).getUTCDay() + 6) % 7;
        flags.addEvent({
          key: `v${written}`,
          customerId: `member-${member}`,
          stationId: `station-${till}`,
          stationName: TILLS[till]!,
          staff: rota[(minute < 13 * 60 ? 0 : 3) + till]!,
          kind: redeem ? 'redeem' : 'stamp',
          at: new Date(atMs).toISOString(),
          atMs,
          day: new Date(atMs).toISOString().slice(0, 10),
          minuteOfWeek: weekday * 1440 + minute,
          countBefore: before,
          countAfter: counts[member]!,
          override: false,
          how: rand() < 0.08 ? 'typed' : 'scan',
          undone: false,
          undoes: null,
        });
        written++;
      }
    })();
  }
  return written;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const dir = mkdtempSync(join(tmpdir(), 'passdesk-flags-bench-'));
type Handlers = Record<string, (request: unknown) => Promise<unknown>>;
const startCore = () =>
  createCore({
    dataDir: dir,
    keyVault: new MemoryKeyVault({ apiKey: 'bench-flags-key-0000', origin: ORIGIN }),
    timeZone: 'UTC',
    // No service: the counter's calls stay on the station.
    fetch: async () => new Response('', { status: 503 }),
  });
try {
  // A first start makes the live database; its visits are then written as the tills would have.
  await (await startCore()).close();
  const db = openDatabase(join(dir, 'passdesk-live.sqlite'), { backupDir: join(dir, 'b') });
  let started = performance.now();
  const written = writeYear(new FlagsDb(db), db);
  db.pragma('optimize');
  db.close();
  console.log(
    `${written} visits written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const core = await startCore();
  const h = core.handlers as unknown as Handlers;
  const status = () => h['sync.status']!({});
  // The first look: every day of the year looked at, in slices, while the counter is called.
  started = performance.now();
  const tick = ticker(status);
  const first = (await h['flags.list']!({ state: 'all', limit: 500 })) as { flags: unknown[] };
  const wallMs = performance.now() - started;
  const ipc = await tick.stop();
  console.log(
    `first look: ${(wallMs / 1000).toFixed(1)} s, ${first.flags.length} flags in the last 30 days; ` +
      `sync.status meanwhile p50 ${ipc.p50.toFixed(0)} ms, p99 ${ipc.p99.toFixed(0)} ms, ` +
      `max ${ipc.max.toFixed(0)} ms over ${ipc.n} calls (p99 / goal ${(ipc.p99 / GOAL_IPC_P99_MS).toFixed(2)})`,
  );

  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const queries: [string, () => Promise<unknown>][] = [
    ['flags.count', () => h['flags.count']!({})],
    ['flags.list, 30 days, open', () => h['flags.list']!({ state: 'open', limit: 200 })],
    [
      'flags.list, 30 days, one till',
      () => h['flags.list']!({ state: 'all', limit: 200, station: 'Till 2' }),
    ],
    [
      'flags.list, 30 days, one person',
      () => h['flags.list']!({ state: 'all', limit: 200, staff: 'Cleo' }),
    ],
    [
      'flags.list, a year, 500',
      () =>
        h['flags.list']!({ state: 'all', limit: 500, period: { fromDay: yearAgo, toDay: today } }),
    ],
    ['flags.visits, a member', () => h['flags.visits']!({ customerId: 'member-7' })],
    ['flags.visits, a person’s day', () => h['flags.visits']!({ staff: 'Ben', day: today })],
    ['flags.summary', () => h['flags.summary']!({ seen: false })],
    ['flags.exportCsv, 30 days', () => h['flags.exportCsv']!({})],
  ];
  console.log('| Query | p50 | p95 | p95 / goal |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, ask] of queries) {
    const ms: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const t = performance.now();
      await ask();
      ms.push(performance.now() - t);
    }
    const [p50, p95] = [percentile(ms, 50), percentile(ms, 95)];
    console.log(
      `| ${name} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${(p95 / GOAL_P95_MS).toFixed(2)} |`,
    );
  }
  await core.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
