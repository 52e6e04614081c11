// One measured run of one engine: three stations share the store's work, then a fourth starts
// from a peer, then two stations spend "a week apart" and meet again. Every wait is on state.
import { percentile } from '../core-stats';
import { Station, startStore, type Stats } from './cluster';
import type { StateDigest } from './model';
import type { Engine } from './protocol';

export interface Sizes {
  members: number;
  checkIns: number;
  batch: number;
  probesPerStation: number;
  probeIntervalMs: number;
  weekCheckIns: number;
  weekEdits: number;
  weekEnrolments: number;
}

export interface RunResult {
  engine: Engine;
  seedMs: number;
  joinMs: number;
  /** From the first write to all three holding all check-ins. */
  loadConvergeMs: number;
  /** From the last write anywhere to all three holding it. */
  tailMs: number;
  probe: { p50: number; p95: number; max: number; samples: number };
  baseline: Stats[];
  loaded: Stats[];
  compaction: { before: number; after: number; compactBytes?: number; ms: number; note: string }[];
  bootstrap: { ms: number; bytes: number; stats: Stats };
  week: {
    reopenMs: number[];
    convergeMs: number;
    bytes: number;
    peakRss: number[];
    stats: Stats[];
  };
  digests: { whole: StateDigest[]; week: StateDigest[] };
}

const now = (): number => performance.timeOrigin + performance.now();
const names = ['A', 'B', 'C'];

function assertSame(digests: StateDigest[], expectedItems: number, phase: string): void {
  const hashes = new Set(digests.map((d) => d.hash));
  if (hashes.size !== 1 || digests.some((d) => d.items !== expectedItems)) {
    throw new Error(`${phase}: stations differ or lost check-ins: ${JSON.stringify(digests)}`);
  }
}

export async function runScenario(
  engine: Engine,
  root: string,
  sizes: Sizes,
  progress: (phase: string) => void = () => undefined,
): Promise<RunResult> {
  const { stations, seedMs, joinMs } = await startStore(engine, root, names, sizes.members);
  const baseline = await Promise.all(stations.map((s) => s.stats()));
  progress('store started, directory shared');

  const started = now();
  const shares = names.map(
    (_, i) => Math.floor(sizes.checkIns / 3) + (i < sizes.checkIns % 3 ? 1 : 0),
  );
  const loads = await Promise.all(
    stations.map((s, i) =>
      s.send<{ lastWrite: number }>({
        cmd: 'load',
        count: shares[i]!,
        batch: sizes.batch,
        tag: 'load',
      }),
    ),
  );
  const converged = await Promise.all(
    stations.map((s) => s.waitFor(sizes.checkIns, sizes.members)),
  );
  const convergedAt = Math.max(...converged.map((c) => c.at));
  const loadConvergeMs = convergedAt - started;
  const tailMs = convergedAt - Math.max(...loads.map((l) => l.lastWrite));
  const loaded = await Promise.all(stations.map((s) => s.stats()));
  progress('all check-ins everywhere');

  const probeCount = sizes.probesPerStation;
  await Promise.all(
    stations.map((s) =>
      s.send({ cmd: 'probe', count: probeCount, intervalMs: sizes.probeIntervalMs, tag: 'probe' }),
    ),
  );
  let total = sizes.checkIns + 3 * probeCount;
  await Promise.all(stations.map((s) => s.waitFor(total, sizes.members)));
  const latencies = (
    await Promise.all(stations.map((s) => s.send<number[]>({ cmd: 'latencies' })))
  ).flat();

  const compaction = await Promise.all(
    stations.map((s) =>
      s.send<{ before: number; after: number; compactBytes?: number; ms: number; note: string }>({
        cmd: 'compact',
      }),
    ),
  );

  progress('single check-ins measured and compacted');
  const sentBefore = (await stations[0]!.stats()).sent;
  const fresh = await Station.start({
    engine,
    station: 'D',
    root,
    members: sizes.members,
    docUrl: stations[0]!.docUrl,
    peerPorts: [stations[0]!.port],
  });
  const booted = await fresh.waitFor(total, sizes.members);
  const bootStats = await fresh.stats();
  const bootstrap = {
    ms: booted.at - fresh.startedAt,
    bytes: (await stations[0]!.stats()).sent - sentBefore + bootStats.sent,
    stats: bootStats,
  };
  const whole = await Promise.all([...stations, fresh].map((s) => s.digest()));
  assertSame(whole, total, 'whole store');
  await Promise.all([fresh, ...stations].map((s) => s.stop()));

  progress('new station started from a peer');
  // A week apart: A and B reopen from disk with no peer, work alone, then B dials A.
  const apart = [];
  for (const name of ['A', 'B']) {
    apart.push(
      await Station.start({ engine, station: name, root, members: sizes.members, peerPorts: [] }),
    );
  }
  for (const s of apart) {
    await s.send({ cmd: 'load', count: sizes.weekCheckIns, batch: sizes.batch, tag: 'week' });
    await s.send({ cmd: 'edit', count: sizes.weekEdits, tag: 'week' });
    await s.send({ cmd: 'enrol', count: sizes.weekEnrolments, tag: 'week' });
  }
  progress("a week's work apart done");
  const before = await Promise.all(
    apart.map((s) => s.send<{ sent: number }>({ cmd: 'resetPeak' })),
  );
  const meet = now();
  await apart[1]!.send({ cmd: 'connect', port: apart[0]!.port });
  total += 2 * sizes.weekCheckIns;
  const met = await Promise.all(
    apart.map((s) => s.waitFor(total, sizes.members, 2 * sizes.weekEnrolments)),
  );
  const weekStats = await Promise.all(apart.map((s) => s.stats()));
  const week = {
    reopenMs: apart.map((s) => s.openMs),
    convergeMs: Math.max(...met.map((m) => m.at)) - meet,
    bytes: weekStats.reduce((sum, s, i) => sum + s.sent - before[i]!.sent, 0),
    peakRss: weekStats.map((s) => s.peakRss),
    stats: weekStats,
  };
  const weekDigests = await Promise.all(apart.map((s) => s.digest()));
  assertSame(weekDigests, total, 'after a week apart');
  await Promise.all(apart.map((s) => s.stop()));

  return {
    engine,
    seedMs,
    joinMs,
    loadConvergeMs,
    tailMs,
    probe: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: Math.max(...latencies),
      samples: latencies.length,
    },
    baseline,
    loaded,
    compaction,
    bootstrap,
    week,
    digests: { whole, week: weekDigests },
  };
}
