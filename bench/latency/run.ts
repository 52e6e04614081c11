// How long a cheap call waits while long work runs in the core: a 100,000-member list read, a
// 100,000-row insights catch-up and a 10,000 check-in drain, with a member search during the
// list. Runs the same steps against a base tree (BENCH_BASE, a checkout of an earlier commit with
// node_modules) and this one, one after the other in one run, each in a process of its own.
// Run: npx tsx bench/latency/run.ts   (BENCH_BASE=/work/perf-base BENCH_LIST=100000
//      BENCH_CATCH_UP=100000 BENCH_BACKLOG=10000 BENCH_ONLY=list,insights,drain)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { table } from '../core-stats';
import { addMembers, createProgram, startServiceProcess } from '../serviceProcess';
import type { Quantiles } from './ticker';

const KEY = 'bench-latency-key-00000';
const dir = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-latency-'));
const service = await startServiceProcess(dir, dir, KEY);
const program = await createProgram(service, 'Latency card', 50);
const customerIds = await addMembers(service, program.groupId, 1000);
const planFile = join(dir, 'plan.json');
writeFileSync(
  planFile,
  JSON.stringify({
    serviceUrl: service.url,
    apiKey: KEY,
    programId: program.dynamicPassId,
    customerIds,
    listMembers: Number(process.env['BENCH_LIST'] ?? 100_000),
    catchUpRows: Number(process.env['BENCH_CATCH_UP'] ?? 100_000),
    backlog: Number(process.env['BENCH_BACKLOG'] ?? 10_000),
  }),
);

interface Side {
  list: { ipc: Quantiles; search: Quantiles; wallMs: number };
  insights: { ipc: Quantiles; wallMs: number };
  drain: { ipc: Quantiles; wallMs: number };
}

function runSide<K extends keyof Side>(tree: string, scenario: K): Side[K] {
  const side = spawnSync(
    process.execPath,
    ['--import', 'tsx', resolve('bench/latency/side.ts'), planFile, scenario],
    { cwd: tree, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
  );
  const line = side.stdout.trim().split('\n').at(-1) ?? '';
  if (side.status !== 0 || !line.startsWith('{')) throw new Error(`${scenario} in ${tree} failed`);
  return JSON.parse(line) as Side[K];
}

const base = process.env['BENCH_BASE'] ?? '/work/perf-base';
const withBase = existsSync(join(base, 'node_modules'));
// Each kind of work runs on both sides one right after the other, so the machine's load at the
// time falls on both alike.
const before: Partial<Side> = {};
const after: Partial<Side> = {};
const only = process.env['BENCH_ONLY']?.split(',');
for (const scenario of ['list', 'insights', 'drain'] as const) {
  if (only && !only.includes(scenario)) continue;
  if (withBase) Object.assign(before, { [scenario]: runSide(base, scenario) });
  Object.assign(after, { [scenario]: runSide(process.cwd(), scenario) });
}
service.stop();
rmSync(dir, { recursive: true, force: true });

const safely = (read: () => unknown) => {
  try {
    return read() !== undefined;
  } catch {
    return false;
  }
};
const ms = (n: number) => `${n.toFixed(0)} ms`;
const ratio = (a: number | undefined, b: number) =>
  a === undefined ? '' : `${(a / Math.max(b, 0.1)).toFixed(1)}x`;
const rows: string[][] = [];
const add = (what: string, pick: (s: Side) => Quantiles, wall: (s: Side) => number) => {
  if (!safely(() => pick(after as Side))) return;
  const done = after as Side;
  const was = withBase ? (before as Side) : null;
  for (const q of ['p50', 'p99', 'max'] as const) {
    const b = was ? pick(was)[q] : undefined;
    const a = pick(done)[q];
    rows.push([what, q, b === undefined ? '' : ms(b), ms(a), ratio(b, a)]);
  }
  rows.push([
    what,
    'wall',
    was ? `${(wall(was) / 1000).toFixed(1)} s` : '',
    `${(wall(done) / 1000).toFixed(1)} s`,
    '',
  ]);
};
const measured: [string, (s: Side) => Quantiles, (s: Side) => number][] = [
  ['(a) IPC while the member list loads', (s) => s.list.ipc, (s) => s.list.wallMs],
  ['(a) member search meanwhile', (s) => s.list.search, (s) => s.list.wallMs],
  ['(b) IPC during the insights catch-up', (s) => s.insights.ipc, (s) => s.insights.wallMs],
  ['(c) IPC while the backlog drains', (s) => s.drain.ipc, (s) => s.drain.wallMs],
];
for (const [what, pick, wall] of measured) add(what, pick, wall);
console.log(
  `Base: ${withBase ? base : 'none (BENCH_BASE not set up)'}; calls every 20 ms, latency from when each was due.\n`,
);
console.log(table(['While', 'Latency', 'Before', 'After', 'Before / after'], rows));
