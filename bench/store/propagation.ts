// From a check-in at one real station to the moment the store's other two see it: in their
// shared document, and in the member view the counter draws (storeLast). Three station processes
// linked on 127.0.0.1, paired with a code; each takes a turn at the counter, one check-in at a time.
// Run: nice -n 10 npx tsx bench/store/propagation.ts   (BENCH_CHECK_INS=300 BENCH_GAP_MS=20)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, table } from '../core-stats';
import { startStore } from './cluster';

const CHECK_INS = Number(process.env['BENCH_CHECK_INS'] ?? 300);
const WARM_UP = 30;
/** A pause between check-ins so each is measured alone, not queued behind the one before. */
const GAP_MS = Number(process.env['BENCH_GAP_MS'] ?? 20);

const loadAtStart = loadavg()[0]!;
const root = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-lan-'));
const stations = await startStore(root, ['Till 1', 'Till 2', 'Till 3']);

const toDoc: number[] = [];
const toView: number[] = [];
let unseenInView = 0;
for (let n = 0; n < WARM_UP + CHECK_INS; n++) {
  const writer = stations[n % stations.length]!;
  const others = stations.filter((station) => station !== writer);
  const checkIn = await writer.checkIn(`probe-${n}`);
  const seen = (await Promise.all(others.map((other) => other.seen([checkIn.itemId])))).flat();
  if (n >= WARM_UP) {
    for (const entry of seen) {
      toDoc.push(entry.docAt - checkIn.at);
      if (entry.storeLastAt === null) unseenInView += 1;
      else toView.push(entry.storeLastAt - checkIn.at);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, GAP_MS));
}
const loadAtEnd = loadavg()[0]!;
await Promise.all(stations.map((station) => station.stop()));
rmSync(root, { recursive: true, force: true });

const row = (what: string, samples: number[]) => [
  what,
  String(samples.length),
  ...[50, 95, 99].map((p) => `${percentile(samples, p).toFixed(1)} ms`),
  `${Math.max(...samples).toFixed(1)} ms`,
  (percentile(samples, 95) / 1000).toFixed(3),
];
const rows = [row('in the other stations’ shared document', toDoc)];
if (toView.length > 0) rows.push(row('in their member view (storeLast)', toView));
console.log(
  `${CHECK_INS} check-ins at 3 stations in turn (after ${WARM_UP} unmeasured), each seen by the other two; ` +
    `load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end\n`,
);
console.log(
  table(['From the check-in to', 'Samples', 'p50', 'p95', 'p99', 'max', 'p95 / goal (1 s)'], rows),
);
if (unseenInView > 0) console.log(`\n${unseenInView} arrivals never showed in the member view.`);
