// The cost of vouching per shared entry: a visit written at one station (signed as it is written)
// and taken in at another (judged: signature, writer, times, shape, caps), against the same visit
// written and taken in with no vouching at all, in one run, one entry per transaction.
// Run: nice -n 10 npx tsx bench/store/vouching.ts   (BENCH_ENTRIES=5000)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { loadIdentity } from '../../src/main/core/store/link/identity';
import { ReplicatedDoc, type Refusal } from '../../src/main/core/store/replicated/replicatedDoc';
import { FromPeer, sharedMap } from '../../src/main/core/store/sharedDoc';
import { percentile, table } from '../core-stats';
import { PinKey } from '../../src/main/core/staff/pinKey';

const ENTRIES = Number(process.env['BENCH_ENTRIES'] ?? 5000);
const WARM_UP = 200;

const root = mkdtempSync(join(tmpdir(), 'passdesk-bench-vouch-'));
const now = new Date();
const writerId = 'till-1';
const readerId = 'till-2';
const [writerKey, readerKey] = await Promise.all([
  loadIdentity(join(root, 'w.json'), writerId, undefined, now),
  loadIdentity(join(root, 'r.json'), readerId, undefined, now),
]);
const pinned = new Map([
  [writerId, { fingerprint: writerKey.identity.fingerprint }],
  [readerId, { fingerprint: readerKey.identity.fingerprint }],
]);
const roster = { storeId: 'store-1', get: (id: string) => pinned.get(id) };
const refusals: Refusal[] = [];

function station(stationId: string, identity: typeof writerKey.identity, vouched: boolean) {
  const doc = new Y.Doc();
  const replicated = vouched
    ? new ReplicatedDoc(doc, {
        stationId,
        key: identity.key,
        cert: identity.cert,
        now: () => Date.now(),
        person: () => null,
        staff: () => [],
        pinKey: PinKey.inMemory(null),
        roster,
        refused: (_peer, refused) => refusals.push(...refused),
      })
    : null;
  return { doc, replicated };
}

const visit = (n: number) => ({
  customerId: `member-${n % 1000}`,
  dynamicPassId: 'pass-1',
  stationId: writerId,
  stationName: 'Till 1',
  staffName: 'Mia',
  kind: 'stamp',
  at: new Date().toISOString(),
  seq: n,
  countBefore: n % 10,
  countAfter: (n % 10) + 1,
  priorRedemption: null,
  override: null,
});

/** Times each write at the writer and each taking in at the reader, in microseconds. */
function run(vouched: boolean): { write: number[]; take: number[] } {
  const writer = station(writerId, writerKey.identity, vouched);
  const reader = station(readerId, readerKey.identity, vouched);
  // The reader knows the writer's certificate, as it would from the store's document.
  writer.replicated?.vouchOwn();
  Y.applyUpdate(reader.doc, Y.encodeStateAsUpdate(writer.doc), new FromPeer(writerId));
  let last: Uint8Array | null = null;
  writer.doc.on('update', (update: Uint8Array) => (last = update));
  const write: number[] = [];
  const take: number[] = [];
  const visits = sharedMap(writer.doc, 'visits');
  const origin = new FromPeer(writerId);
  for (let n = 0; n < WARM_UP + ENTRIES; n++) {
    const startWrite = performance.now();
    visits.set(`item-${n}`, visit(n));
    const wrote = performance.now();
    Y.applyUpdate(reader.doc, last!, origin);
    const took = performance.now();
    if (n >= WARM_UP) {
      write.push((wrote - startWrite) * 1000);
      take.push((took - wrote) * 1000);
    }
  }
  if (sharedMap(reader.doc, 'visits').size !== WARM_UP + ENTRIES) throw new Error('entries lost');
  return { write, take };
}

const loadAtStart = loadavg()[0]!;
// Alternated, so the machine's load falls on both alike.
const plainRuns = [run(false), run(false)];
const vouchedRuns = [run(true), run(true)];
const loadAtEnd = loadavg()[0]!;
rmSync(root, { recursive: true, force: true });
if (refusals.length > 0) throw new Error(`${refusals.length} honest entries refused`);

const joined = (runs: { write: number[]; take: number[] }[], part: 'write' | 'take') =>
  runs.flatMap((r) => r[part]);
const us = (value: number) => `${value.toFixed(1)} µs`;
const mean = (samples: number[]) => samples.reduce((a, b) => a + b, 0) / samples.length;
const rows = (['write', 'take'] as const).map((part) => {
  const plain = joined(plainRuns, part);
  const vouched = joined(vouchedRuns, part);
  return [
    part === 'write' ? 'written (and signed)' : 'taken in (and judged)',
    `${us(percentile(plain, 50))} / ${us(percentile(plain, 95))}`,
    `${us(percentile(vouched, 50))} / ${us(percentile(vouched, 95))}`,
    (percentile(vouched, 50) / percentile(plain, 50)).toFixed(1),
    us(percentile(vouched, 50) - percentile(plain, 50)),
    us(mean(vouched) - mean(plain)),
  ];
});
console.log(
  `${2 * ENTRIES} visits per way (after ${WARM_UP} unmeasured each run), one per transaction; ` +
    `load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end\n`,
);
console.log(
  table(
    [
      'A visit',
      'Unvouched p50 / p95',
      'Vouched p50 / p95',
      'Vouched / unvouched (p50)',
      'Added per entry (p50)',
      'Added per entry (mean)',
    ],
    rows,
  ),
);
