// Memory and disk per station after 50,000 check-ins shared by three real stations linked on
// 127.0.0.1: loaded, after the shared document's stored updates are compacted, and after a restart.
// Run: nice -n 10 npx tsx bench/store/footprint.ts   (BENCH_CHECK_INS=50000 BENCH_MEMBERS=1000)
import { readdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import * as Y from 'yjs';
import { percentile, table } from '../core-stats';
import { listening, NO_SERVICE, startStore, Station } from './cluster';
import type { Stats } from './protocol';

const CHECK_INS = Number(process.env['BENCH_CHECK_INS'] ?? 50_000);
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 1000);
const NAMES = ['Till 1', 'Till 2', 'Till 3'];
const MiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const now = (): number => performance.timeOrigin + performance.now();

const loads = [loadavg()[0]!];
const root = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-footprint-'));
let stations = await startStore(root, NAMES);
const rows: string[][] = [];
const record = (state: string, stats: Stats[]) =>
  stats.forEach((s, i) =>
    rows.push([
      state,
      NAMES[i]!,
      MiB(s.rss),
      MiB(s.heapUsed),
      MiB(s.dbBytes),
      `${s.updateRows} rows, ${MiB(s.updateBytes)}`,
      String(s.visits),
    ]),
  );
record('linked, empty', await Promise.all(stations.map((s) => s.stats())));

// Each station takes its third at the counter, all at once, as three busy tills would.
const started = now();
const shares = NAMES.map((_, i) => Math.floor(CHECK_INS / 3) + (i < CHECK_INS % 3 ? 1 : 0));
const loaded = await Promise.all(
  stations.map((s, i) =>
    s.send<{ lastWrite: number; took: number[] }>({
      cmd: 'load',
      count: shares[i]!,
      members: MEMBERS,
      batch: 50,
    }),
  ),
);
const lastWrite = Math.max(...loaded.map((l) => l.lastWrite));
const converged = Math.max(
  ...(await Promise.all(stations.map((s) => s.waitVisits(CHECK_INS)))).map((w) => w.at),
);
loads.push(loadavg()[0]!);
record(`${CHECK_INS} shared`, await Promise.all(stations.map((s) => s.stats())));
await Promise.all(stations.map((s) => s.stop()));

/**
 * Compaction of a closed station's shared document: its stored updates merged into one row and
 * the file vacuumed, so what remains is the state itself.
 */
function compact(dataDir: string): { ms: number; rowsBefore: number } {
  const file = readdirSync(dataDir).find((f) => /^passdesk-live.*\.sqlite$/.test(f))!;
  const db = new Database(join(dataDir, file));
  const begin = now();
  const updates = db.prepare('SELECT data FROM store_updates ORDER BY seq').all() as {
    data: Buffer;
  }[];
  const merged = Y.mergeUpdates(updates.map((u) => new Uint8Array(u.data)));
  db.transaction(() => {
    db.exec('DELETE FROM store_updates');
    db.prepare('INSERT INTO store_updates (data) VALUES (?)').run(merged);
  })();
  db.exec('VACUUM');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { ms: now() - begin, rowsBefore: updates.length };
}
const dbBytes = (dataDir: string) =>
  readdirSync(dataDir)
    .filter((f) => /^passdesk-live.*\.sqlite(-wal|-shm)?$/.test(f))
    .reduce((sum, f) => sum + statSync(join(dataDir, f)).size, 0);
const compaction = NAMES.map((name) => {
  const dir = join(root, name);
  const before = dbBytes(dir);
  const { ms, rowsBefore } = compact(dir);
  return [name, MiB(before), MiB(dbBytes(dir)), String(rowsBefore), `${ms.toFixed(0)} ms`];
});

// Restarted: each opens its document from disk, and is given the others' new ports.
stations = await Promise.all(
  NAMES.map((name) => Station.start({ name, dataDir: join(root, name), lan: true, ...NO_SERVICE })),
);
const addresses = await Promise.all(stations.map(listening));
await Promise.all(
  stations.map((s, i) =>
    s.send({ cmd: 'setPeers', addresses: addresses.filter((_, j) => j !== i) }),
  ),
);
await Promise.all(stations.map((s) => s.waitLinked(NAMES.length - 1)));
const reopened = await Promise.all(stations.map((s) => s.stats()));
record('restarted and linked', reopened);
loads.push(loadavg()[0]!);
await Promise.all(stations.map((s) => s.stop()));
rmSync(root, { recursive: true, force: true });

console.log(
  `${CHECK_INS} check-ins for ${MEMBERS} members at 3 stations, offline, each station a third; ` +
    `load average ${loads.map((l) => l.toFixed(1)).join(', ')} (start, loaded, restarted)\n`,
);
console.log(
  `All ${CHECK_INS} at all three ${seconds(converged - started)} after the first check-in ` +
    `(${seconds(lastWrite - started)} to write them, ${seconds(converged - lastWrite)} from the last write)\n`,
);
console.log(
  table(
    ['State', 'Station', 'RSS', 'JS heap (after GC)', 'Database + WAL', 'Stored updates', 'Visits'],
    rows,
  ),
);
// The cashier's wait for one check-in, early in the load and at its end, all stations together.
const slice = (from: number, to?: number) => loaded.flatMap((l) => l.took.slice(from, to));
const early = slice(0, 1000);
const late = slice(-1000);
const checkInRow = (what: string, took: number[]) => [
  what,
  ...[50, 95, 99].map((p) => `${percentile(took, p).toFixed(2)} ms`),
];
console.log(
  `\n${table(
    ['counter.checkIn while loading', 'p50', 'p95', 'p99'],
    [
      checkInRow('the first 1,000 at each station', early),
      checkInRow('the last 1,000 at each station', late),
    ],
  )}`,
);
console.log(
  `p95 of the last / the first: ${(percentile(late, 95) / percentile(early, 95)).toFixed(1)}`,
);
console.log('\nCompaction (stored updates merged into one row, VACUUM), each station closed:\n');
console.log(table(['Station', 'Database before', 'after', 'Rows merged', 'Time'], compaction));
console.log(
  `\nReopening the document from disk: ${reopened.map((s) => `${s.openMs.toFixed(0)} ms`).join(', ')} ` +
    '(createCore until the shared document is open, with the link listening).',
);
