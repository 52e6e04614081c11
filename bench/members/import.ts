// Importing a store's member file offline: 10,000 rows from CSV to the outbox (read, every row
// checked with the enrolment form's schema, queued as enrolments and counts in slices), beside a
// bare better-sqlite3 loop of the same inserts with the same pragmas and the same batches, and
// how long a cheap call to the station waits meanwhile (the counter must keep answering).
// Run: npx tsx bench/members/import.ts   (BENCH_IMPORT_ROWS=10000, 2 alternating rounds)
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, MemoryKeyVault } from '../../src/main/core';
import { applyPragmas } from '../../src/main/core/db/database';
import { MIGRATIONS } from '../../src/main/core/db/migrations';
import { startService } from '../../src/service';
import { ms, percentile, table } from '../core-stats';

const ROWS = Number(process.env['BENCH_IMPORT_ROWS'] ?? 10_000);
const ROUNDS = 2;
const SLICE = 200;
const dir = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-import-'));

const csv = [
  'Name,Mobile,Stamps',
  ...Array.from({ length: ROWS }, (_, i) => `Member ${i},+44 7911 ${100000 + i},${i % 8}`),
].join('\r\n');
const sets = Array.from({ length: ROWS }, (_, i) => i % 8).filter((n) => n !== 0).length;

// The bare loop: the same outbox rows (an enrolment, and a set where the count is not 0), one
// INSERT each, committed in transactions of the import's slice size.
function bareRound(n: number): number {
  const bare = new Database(join(dir, `bare-${n}.sqlite`));
  applyPragmas(bare);
  bare.exec(MIGRATIONS[0]!);
  const insert = bare.prepare(
    `INSERT INTO outbox (id, seq, kind, state, lane, customer_id, payload, idempotency_key, created_at)
     VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
  );
  let seq = 0;
  const start = performance.now();
  for (let from = 0; from < ROWS; from += SLICE) {
    bare.transaction(() => {
      for (let i = from; i < Math.min(ROWS, from + SLICE); i++) {
        const local = `local:${randomUUID()}`;
        const at = new Date().toISOString();
        const fields = { name: `Member ${i}`, phone: `+447911${100000 + i}` };
        insert.run(
          randomUUID(),
          ++seq,
          'enrol',
          `member:${local}`,
          local,
          JSON.stringify({ fields }),
          randomUUID(),
          at,
        );
        if (i % 8 !== 0) {
          const payload = {
            customerId: local,
            action: { kind: 'set', count: i % 8 },
            notification: null,
          };
          insert.run(
            randomUUID(),
            ++seq,
            'checkIn',
            `member:${local}`,
            local,
            JSON.stringify(payload),
            randomUUID(),
            at,
          );
        }
      }
    })();
  }
  const took = performance.now() - start;
  bare.close();
  return took;
}

const service = await startService({ dbPath: join(dir, 'service.db'), port: 0, demo: true });

async function importRound(n: number): Promise<{ took: number; waits: number[]; added: number }> {
  const core = await createCore({
    dataDir: join(dir, `station-${n}`),
    keyVault: new MemoryKeyVault({
      apiKey: service.demoApiKey!,
      origin: new URL(service.url).origin,
    }),
    probeIntervalMs: 600_000,
  });
  await core.handlers['settings.update']({ serviceUrl: service.url, trainingMode: false });
  const { items } = await core.handlers['templates.list']({ refresh: true });
  const program = items.find((t) => t.kind === 'loyalty')!;
  await core.handlers['settings.update']({ programId: program.dynamicPassId });
  core.setNetworkHint(false);
  const mapping = (await core.handlers['members.importCheck']({ csv })).mapping;
  // A cashier's cheap call every 20 ms while the import runs.
  const waits: number[] = [];
  let running = true;
  const prober = (async () => {
    while (running) {
      const t = performance.now();
      await core.handlers['sync.status']({});
      waits.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const start = performance.now();
  const outcome = await core.handlers['members.import']({ csv, mapping });
  const took = performance.now() - start;
  running = false;
  await prober;
  await core.close();
  return { took, waits, added: outcome.added };
}

const bare: number[] = [];
const imports: Awaited<ReturnType<typeof importRound>>[] = [];
for (let r = 0; r < ROUNDS; r++) {
  bare.push(bareRound(r));
  imports.push(await importRound(r));
}
await service.close();
rmSync(dir, { recursive: true, force: true });

if (imports.some((i) => i.added !== ROWS)) throw new Error('an import did not add every row');
const best = (values: number[]) => Math.min(...values);
const waits = imports.flatMap((i) => i.waits);
console.log(
  table(
    ['', `Bare INSERTs (${ROWS + sets} rows)`, `members.import (${ROWS} rows)`],
    [
      ['Best of rounds', ms(best(bare)), ms(best(imports.map((i) => i.took)))],
      ['Every round', bare.map(ms).join(', '), imports.map((i) => ms(i.took)).join(', ')],
    ],
  ),
);
console.log(
  `\nImport / bare: ${(best(imports.map((i) => i.took)) / best(bare)).toFixed(2)}; ` +
    `goal: under 60 s (${(best(imports.map((i) => i.took)) / 1000).toFixed(1)} s)`,
);
console.log(
  `A call every 20 ms during the import waited p50 ${ms(percentile(waits, 50))}, ` +
    `p99 ${ms(percentile(waits, 99))}, max ${ms(Math.max(...waits))} (${waits.length} calls)`,
);
