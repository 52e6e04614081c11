// Memory of a station with 100,000 check-ins queued, against the same station with none, and
// the time its status and queue reads take at that size.
// Run: npx tsx --expose-gc bench/core-memory.ts   (BENCH_QUEUED=100000)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, MemoryKeyVault } from '../src/main/core';
import { Journal } from '../src/main/core/journal/journal';
import { Outbox } from '../src/main/core/outbox/outbox';
import { openDatabase } from '../src/main/core/db/database';
import { ms, table } from './core-stats';

if (process.env['BENCH_FILL_DIR']) {
  fill(process.env['BENCH_FILL_DIR'], Number(process.env['BENCH_FILL_COUNT']));
  process.exit(0);
}

const QUEUED = Number(process.env['BENCH_QUEUED'] ?? 100_000);
const dir = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-memory-'));
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc so memory is measured after a collection');

/** Fills the queue in a child process, so building it leaves nothing in this one's memory. */
function fillElsewhere(dataDir: string, n: number): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename], {
    env: { ...process.env, BENCH_FILL_DIR: dataDir, BENCH_FILL_COUNT: String(n) },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('filling the queue failed');
}

function fill(dataDir: string, n: number): void {
  const db = openDatabase(join(dataDir, 'passdesk-live.sqlite'), { backupDir: join(dataDir, 'b') });
  const now = () => new Date();
  const outbox = new Outbox(db, new Journal(db, now), now);
  for (let done = 0; done < n; done += 1000) {
    db.transaction(() => {
      for (let i = done; i < Math.min(n, done + 1000); i++) {
        outbox.enqueue('checkIn', {
          customerId: `member-${i % 1000}`,
          action: { kind: 'increment' },
          notification: null,
        });
      }
    })();
  }
  db.close();
}

async function measure(n: number) {
  const dataDir = join(dir, `station-${n}`);
  fillElsewhere(dataDir, n);
  gc!();
  const before = process.memoryUsage();
  // Offline from the start: the queue stays as it is while it is measured.
  const core = await createCore({
    dataDir,
    keyVault: new MemoryKeyVault({ apiKey: 'bench-memory-key', origin: 'http://127.0.0.1:4010' }),
    networkHint: false,
  });
  // Each read twice: the first pays for pages coming off the disk, the second is the steady cost.
  const timed = async (read: () => Promise<unknown>) => {
    await read();
    const t = performance.now();
    await read();
    return performance.now() - t;
  };
  const status = await core.handlers['sync.status']({});
  const statusMs = await timed(() => core.handlers['sync.status']({}));
  const listMs = await timed(() =>
    core.handlers['queue.list']({ states: ['pending'], limit: 200 }),
  );
  const memberMs = await timed(() => core.handlers['counter.member']({ customerId: 'member-7' }));
  gc!();
  const after = process.memoryUsage();
  await core.close();
  const file = statSync(join(dataDir, 'passdesk-live.sqlite')).size;
  return {
    pending: status.pending,
    heap: after.heapUsed - before.heapUsed,
    rss: after.rss,
    file,
    statusMs,
    listMs,
    memberMs,
  };
}

const empty = await measure(0);
const full = await measure(QUEUED);
rmSync(dir, { recursive: true, force: true });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  table(
    [
      'Queued',
      'Heap held by the core',
      'Process RSS',
      'Database file',
      'sync.status',
      'queue.list (200)',
      'counter.member',
    ],
    [empty, full].map((r) => [
      String(r.pending),
      mb(r.heap),
      mb(r.rss),
      mb(r.file),
      ms(r.statusMs),
      ms(r.listMs),
      ms(r.memberMs),
    ]),
  ),
);
console.log(
  `\nHeap with ${QUEUED} queued / empty: ${(full.heap / Math.max(empty.heap, 1)).toFixed(2)}; ` +
    `RSS ratio ${(full.rss / empty.rss).toFixed(2)}`,
);
