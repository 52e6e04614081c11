// Outbox enqueue against a bare better-sqlite3 insert loop with the same pragmas, and the
// latency of a cashier's check-in through its handler (stored durably before it answers).
// Run: npx tsx bench/core-enqueue.ts   (BENCH_ENQUEUES=500 per round, 6 alternating rounds)
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, MemoryKeyVault } from '../src/main/core';
import { Journal } from '../src/main/core/journal/journal';
import { Outbox } from '../src/main/core/outbox/outbox';
import { applyPragmas, openDatabase } from '../src/main/core/db/database';
import { MIGRATIONS } from '../src/main/core/db/migrations';
import { ms, percentile, table } from './core-stats';

const PER_ROUND = Number(process.env['BENCH_ENQUEUES'] ?? 500);
const ROUNDS = 6;
const dir = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-enqueue-'));

// The bare loop: the same table, the same pragmas, one durable INSERT per check-in.
const bare = new Database(join(dir, 'bare.sqlite'));
applyPragmas(bare);
bare.exec(MIGRATIONS[0]!);
const bareInsert = bare.prepare(
  `INSERT INTO outbox (id, seq, kind, state, lane, customer_id, payload, idempotency_key, created_at)
   VALUES (?, ?, 'checkIn', 'pending', ?, ?, ?, ?, ?)`,
);
let bareSeq = 0;
const bareOne = (i: number) => {
  const customerId = `member-${i % 1000}`;
  bareInsert.run(
    randomUUID(),
    ++bareSeq,
    `member:${customerId}`,
    customerId,
    JSON.stringify({ customerId, action: { kind: 'increment' }, notification: null }),
    randomUUID(),
    new Date().toISOString(),
  );
};

const db = openDatabase(join(dir, 'outbox.sqlite'), { backupDir: join(dir, 'backups') });
const now = () => new Date();
const outbox = new Outbox(db, new Journal(db, now), now);
const outboxOne = (i: number) =>
  outbox.enqueue('checkIn', {
    customerId: `member-${i % 1000}`,
    action: { kind: 'increment' },
    notification: null,
  });

// The cashier's path: counter.checkIn through the handler table, with syncing held off.
const core = await createCore({
  dataDir: join(dir, 'station'),
  keyVault: new MemoryKeyVault({ apiKey: 'bench-key-0000', origin: 'http://127.0.0.1:4010' }),
});
core.setNetworkHint(false);
const handlerOne = (i: number) =>
  core.handlers['counter.checkIn']({
    customerId: `member-${i % 1000}`,
    action: { kind: 'increment' },
  });

async function round(run: (i: number) => unknown): Promise<{ total: number; samples: number[] }> {
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < PER_ROUND; i++) {
    const t = performance.now();
    await run(i);
    samples.push(performance.now() - t);
  }
  return { total: performance.now() - start, samples };
}

type Round = Awaited<ReturnType<typeof round>>;
const bareRounds: Round[] = [];
const outboxRounds: Round[] = [];
const handlerRounds: Round[] = [];
// Alternating rounds, so a slow moment of the shared disk falls on every side.
for (let r = 0; r < ROUNDS; r++) {
  bareRounds.push(await round(bareOne));
  outboxRounds.push(await round(outboxOne));
  handlerRounds.push(await round(handlerOne));
}
await core.close();
bare.close();
db.close();
rmSync(dir, { recursive: true, force: true });

const sum = (rounds: Round[]) => rounds.reduce((a, r) => a + r.total, 0);
const all = (rounds: Round[]) => rounds.flatMap((r) => r.samples);
const bareRate = (PER_ROUND * ROUNDS) / (sum(bareRounds) / 1000);
const outboxRate = (PER_ROUND * ROUNDS) / (sum(outboxRounds) / 1000);
const handlerRate = (PER_ROUND * ROUNDS) / (sum(handlerRounds) / 1000);
const handlerSamples = all(handlerRounds);
console.log(
  table(
    ['', 'Bare INSERT', 'Outbox enqueue', 'counter.checkIn handler'],
    [
      [
        'Throughput',
        `${bareRate.toFixed(0)}/s`,
        `${outboxRate.toFixed(0)}/s`,
        `${handlerRate.toFixed(0)}/s`,
      ],
      [
        'p50',
        ms(percentile(all(bareRounds), 50)),
        ms(percentile(all(outboxRounds), 50)),
        ms(percentile(handlerSamples, 50)),
      ],
      [
        'p99',
        ms(percentile(all(bareRounds), 99)),
        ms(percentile(all(outboxRounds), 99)),
        ms(percentile(handlerSamples, 99)),
      ],
    ],
  ),
);
console.log(`\nOutbox throughput / bare: ${(outboxRate / bareRate).toFixed(2)} (goal >= 0.8)`);
console.log(
  `p99 outbox / bare: ${(percentile(all(outboxRounds), 99) / percentile(all(bareRounds), 99)).toFixed(2)}; ` +
    `p99 handler: ${ms(percentile(handlerSamples, 99))} (goal < 5 ms), ` +
    `${(percentile(handlerSamples, 99) / percentile(all(bareRounds), 99)).toFixed(2)} x bare p99`,
);
