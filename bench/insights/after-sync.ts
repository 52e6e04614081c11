// The first insights.get after a big sync: a backlog of check-ins drains to the embedded service
// (in its own process), then the manager opens Insights. Times the first insights.get and the
// next ones, and a cheap counter call every 20 ms from the drain's start to the last insights.get.
// BENCH_ASK=at-once asks the moment the drain ends; otherwise once the drained items are recorded
// (or BENCH_SETTLE_MS after the drain at most), as a manager arriving a little later would.
// Run: npx tsx bench/insights/after-sync.ts     (BENCH_BACKLOG=2000 BENCH_MEMBERS=200 for a quick run)
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, MemoryKeyVault } from '../../src/main/core';
import { Journal } from '../../src/main/core/journal/journal';
import { Outbox } from '../../src/main/core/outbox/outbox';
import { openDatabase } from '../../src/main/core/db/database';
import { table } from '../core-stats';
import { ticker } from '../latency/ticker';
import { addMembers, createProgram, startServiceProcess } from '../serviceProcess';

const BACKLOG = Number(process.env['BENCH_BACKLOG'] ?? 10_000);
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 1000);
const KEY = 'bench-after-sync-key-000';
const atOnce = process.env['BENCH_ASK'] === 'at-once';
const SETTLE_MS = Number(process.env['BENCH_SETTLE_MS'] ?? 30_000);

const dir = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-after-sync-'));
const service = await startServiceProcess(dir, dir, KEY);
const program = await createProgram(service, 'After sync card', 50);
const customerIds = await addMembers(service, program.groupId, MEMBERS);
const dataDir = join(dir, 'station');
const keyVault = () => new MemoryKeyVault({ apiKey: KEY, origin: new URL(service.url).origin });

// The station set up, closed, and given its backlog while closed.
const first = await createCore({ dataDir, keyVault: keyVault() });
await first.handlers['settings.update']({
  serviceUrl: service.url,
  programId: program.dynamicPassId,
});
await first.handlers['templates.list']({ refresh: true });
await first.close();
const file = join(dataDir, 'passdesk-live.sqlite');
const db = openDatabase(file, { backupDir: join(dataDir, 'b') });
const now = () => new Date();
const outbox = new Outbox(db, new Journal(db, now), now);
db.transaction(() => {
  for (let i = 0; i < BACKLOG; i++) {
    const customerId = customerIds[i % customerIds.length]!;
    outbox.enqueue('checkIn', { customerId, action: { kind: 'increment' }, notification: null });
  }
})();
db.close();

const core = await createCore({ dataDir, keyVault: keyVault() });
type Handler = (request: unknown) => Promise<Record<string, unknown>>;
const handlers = core.handlers as unknown as Record<string, Handler>;
const started = performance.now();
const tick = ticker(() => handlers['sync.status']!({}));
for (;;) {
  const status = (await handlers['sync.status']!({})) as { pending: number; sending: number };
  if (status.pending === 0 && status.sending === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const drainedMs = performance.now() - started;
const reader = new Database(file, { readonly: true });
// Caught up: this station's check-ins and the account log's both recorded.
const recorded = reader
  .prepare(`SELECT count(*) FROM activity WHERE source = ? AND kind = 'increment'`)
  .pluck();
const caughtUp = () =>
  Number(recorded.get('station')) >= BACKLOG && Number(recorded.get('service')) >= BACKLOG;
if (!atOnce) {
  // A manager arriving once the catch-up is done, or after SETTLE_MS at most (a station that
  // catches up only when asked never is).
  while (!caughtUp() && performance.now() - started - drainedMs < SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const caughtUpMs = performance.now() - started;
const wasCaughtUp = caughtUp();
const asks: number[] = [];
for (let i = 0; i < 4; i++) {
  const asked = performance.now();
  await handlers['insights.get']!({ period: '30d' });
  asks.push(performance.now() - asked);
}
const calls = await tick.stop();
reader.close();
await core.close();
service.stop();
rmSync(dir, { recursive: true, force: true });

const fmt = (n: number) => `${n.toFixed(0)} ms`;
console.log(
  table(
    ['Measure', 'Value'],
    [
      ['Backlog drained', `${BACKLOG} check-ins in ${(drainedMs / 1000).toFixed(1)} s`],
      [
        'Insights asked',
        atOnce
          ? 'as the drain ended'
          : `${((caughtUpMs - drainedMs) / 1000).toFixed(1)} s after the drain, ${wasCaughtUp ? 'caught up' : 'not caught up'}`,
      ],
      ['First insights.get', fmt(asks[0]!)],
      ['Next insights.get (three)', asks.slice(1).map(fmt).join(', ')],
      [
        'Counter call (sync.status) p50 / p99 / max',
        `${fmt(calls.p50)} / ${fmt(calls.p99)} / ${fmt(calls.max)}`,
      ],
    ],
  ),
);
