// The cost of vouching per shared entry: a visit written at one station (signed as it is written)
// and taken in at another (judged: signature, writer, times, shape, caps), against the same visit
// written and taken in with no vouching at all, in one run, one entry per transaction. Then a
// reopen's bind of a large document: what vouching adds to it with the document's mark (only what
// was written since is looked at), and the walk of every entry the bind made before the mark.
// Run: nice -n 10 npx tsx bench/store/vouching.ts
//   BENCH_ENTRIES=5000 BENCH_BIND_ENTRIES=20000 BENCH_VOUCHING=both (on: vouched only; off: none)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { openDatabase } from '../../src/main/core/db/database';
import { loadIdentity } from '../../src/main/core/store/link/identity';
import { ReplicatedDoc, type Refusal } from '../../src/main/core/store/replicated/replicatedDoc';
import { updateEntries } from '../../src/main/core/store/replicated/updateEntries';
import { FromPeer, openSharedDoc, sharedMap } from '../../src/main/core/store/sharedDoc';
import { percentile, table } from '../core-stats';
import { PinKey } from '../../src/main/core/staff/pinKey';

const ENTRIES = Number(process.env['BENCH_ENTRIES'] ?? 5000);
const BIND_ENTRIES = Number(process.env['BENCH_BIND_ENTRIES'] ?? 20_000);
const BIND_ROUNDS = 5;
const WARM_UP = 200;
/** The switch: vouching measured on, off, or both in one run (the ratios need both). */
const VOUCHING = process.env['BENCH_VOUCHING'] ?? 'both';
if (!['on', 'off', 'both'].includes(VOUCHING)) throw new Error('BENCH_VOUCHING: on, off or both');
const measured = (vouched: boolean) => VOUCHING === 'both' || VOUCHING === (vouched ? 'on' : 'off');

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

function station(
  stationId: string,
  identity: typeof writerKey.identity,
  vouched: boolean,
  doc = new Y.Doc(),
) {
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
function run(vouched: boolean): { write: number[]; take: number[]; read: number[] } {
  const writer = station(writerId, writerKey.identity, vouched);
  const reader = station(readerId, readerKey.identity, vouched);
  // The reader knows the writer's certificate, as it would from the store's document.
  writer.replicated?.vouchOwn();
  Y.applyUpdate(reader.doc, Y.encodeStateAsUpdate(writer.doc), new FromPeer(writerId));
  let last: Uint8Array | null = null;
  writer.doc.on('update', (update: Uint8Array) => (last = update));
  const write: number[] = [];
  const take: number[] = [];
  /** The part of taking in that reads the update for what it rests on, timed on its own. */
  const read: number[] = [];
  const visits = sharedMap(writer.doc, 'visits');
  const origin = new FromPeer(writerId);
  for (let n = 0; n < WARM_UP + ENTRIES; n++) {
    const startWrite = performance.now();
    visits.set(`item-${n}`, visit(n));
    let wrote = performance.now();
    if (vouched && n >= WARM_UP) {
      updateEntries(last!, reader.doc);
      const readAt = performance.now();
      read.push((readAt - wrote) * 1000);
      wrote = readAt;
    }
    // As the link takes it in: read for what it rests on, then applied and judged.
    if (reader.replicated) reader.replicated.receive(last!, origin);
    else Y.applyUpdate(reader.doc, last!, origin);
    const took = performance.now();
    if (n >= WARM_UP) {
      write.push((wrote - startWrite) * 1000);
      take.push((took - wrote) * 1000);
    }
  }
  if (sharedMap(reader.doc, 'visits').size !== WARM_UP + ENTRIES) throw new Error('entries lost');
  return { write, take, read };
}

/** A workspace's document of BIND_ENTRIES visits, stored, and bound once: every entry vouched. */
function largeWorkspace(): { reopen: () => { doc: Y.Doc; close: () => void } } {
  const dir = mkdtempSync(join(root, 'ws-'));
  const open = () => {
    const db = openDatabase(join(dir, 'w.sqlite'), { backupDir: join(dir, 'backups') });
    const shared = openSharedDoc(db);
    return {
      doc: shared.doc,
      close: () => {
        shared.close();
        db.close();
      },
    };
  };
  const first = open();
  const visits = sharedMap(first.doc, 'visits');
  for (let from = 0; from < BIND_ENTRIES; from += 1000) {
    first.doc.transact(() => {
      for (let n = from; n < Math.min(BIND_ENTRIES, from + 1000); n++)
        visits.set(`item-${n}`, visit(n));
    });
  }
  const replicated = station(writerId, writerKey.identity, true, first.doc).replicated!;
  replicated.vouchOwn();
  replicated.close();
  first.close();
  return { reopen: open };
}

interface BindTimes {
  reopen: number[];
  marked: number[];
  walked: number[];
  looked: { marked: number; walked: number };
}

/**
 * Each round reopens the document from its database (vouching off: nothing more is done), binds
 * it (vouching on: the document's mark says nothing was written since), and binds a copy that
 * carries no mark (every entry walked, as each bind did before the mark). In milliseconds.
 */
function binds(): BindTimes {
  const workspace = largeWorkspace();
  const times: BindTimes = { reopen: [], marked: [], walked: [], looked: { marked: 0, walked: 0 } };
  for (let round = 0; round < BIND_ROUNDS; round++) {
    const started = performance.now();
    const opened = workspace.reopen();
    const reopened = performance.now();
    times.reopen.push(reopened - started);
    if (measured(true)) {
      const replicated = station(writerId, writerKey.identity, true, opened.doc).replicated!;
      const bindAt = performance.now();
      times.looked.marked = replicated.vouchOwn().looked;
      times.marked.push(performance.now() - bindAt);
      replicated.close();
      const copy = new Y.Doc();
      Y.applyUpdate(copy, Y.encodeStateAsUpdate(opened.doc));
      const unmarked = station(writerId, writerKey.identity, true, copy).replicated!;
      const walkAt = performance.now();
      times.looked.walked = unmarked.vouchOwn().looked;
      times.walked.push(performance.now() - walkAt);
      unmarked.close();
    }
    opened.close();
  }
  return times;
}

const loadAtStart = loadavg()[0]!;
// Alternated, so the machine's load falls on both alike.
const plainRuns = measured(false) ? [run(false), run(false)] : [];
const vouchedRuns = measured(true) ? [run(true), run(true)] : [];
const bound = binds();
const loadAtEnd = loadavg()[0]!;
rmSync(root, { recursive: true, force: true });
if (refusals.length > 0) throw new Error(`${refusals.length} honest entries refused`);

const joined = (runs: { write: number[]; take: number[] }[], part: 'write' | 'take') =>
  runs.flatMap((r) => r[part]);
const us = (value: number) => `${value.toFixed(1)} µs`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mean = (samples: number[]) => samples.reduce((a, b) => a + b, 0) / samples.length;
const both = (samples: number[], unit: (value: number) => string) =>
  samples.length === 0
    ? '-'
    : `${unit(percentile(samples, 50))} / ${unit(percentile(samples, 95))}`;
const ratio = (over: number[], under: number[]) =>
  over.length === 0 || under.length === 0
    ? '-'
    : (percentile(over, 50) / percentile(under, 50)).toFixed(1);
const rows = (['write', 'take'] as const).map((part) => {
  const plain = joined(plainRuns, part);
  const vouched = joined(vouchedRuns, part);
  const added = (of: (samples: number[]) => number) =>
    plain.length === 0 || vouched.length === 0 ? '-' : us(of(vouched) - of(plain));
  return [
    part === 'write' ? 'written (and signed)' : 'taken in (and judged)',
    both(plain, us),
    both(vouched, us),
    ratio(vouched, plain),
    added((samples) => percentile(samples, 50)),
    added(mean),
  ];
});
console.log(
  `${2 * ENTRIES} visits per way (after ${WARM_UP} unmeasured each run), one per transaction, ` +
    `vouching ${VOUCHING}; load average ${loadAtStart.toFixed(1)} at the start, ` +
    `${loadAtEnd.toFixed(1)} at the end\n`,
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
const read = vouchedRuns.flatMap((r) => r.read);
if (read.length > 0) {
  console.log(`\nof taking in, reading the update for what it rests on: ${both(read, us)}`);
}
const reopenMedian = percentile(bound.reopen, 50);
const bindRow = (what: string, samples: number[], looked: number) => [
  what,
  String(looked),
  both(samples, ms),
  samples.length === 0 ? '-' : (percentile(samples, 50) / reopenMedian).toPrecision(2),
];
console.log(
  `\nA reopen of ${BIND_ENTRIES} vouched visits, ${BIND_ROUNDS} rounds; the bind after it:\n`,
);
console.log(
  table(
    ['Step', 'Entries looked at', 'p50 / p95', 'Of the reopen (p50)'],
    [
      ['reopen from the database (vouching off stops here)', '-', both(bound.reopen, ms), '1.000'],
      bindRow('bind with the mark (vouching on)', bound.marked, bound.looked.marked),
      bindRow('bind walking every entry (before the mark)', bound.walked, bound.looked.walked),
    ],
  ),
);
if (bound.walked.length > 0) {
  console.log(`\nwalking every entry / with the mark (p50): ${ratio(bound.walked, bound.marked)}`);
}
