// Turns the runs into the tables of bench/README.md: the median of each measure per engine, and
// each engine's ratio to the best.
import { table } from '../core-stats';
import type { RunResult } from './scenario';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const secs = (ms: number): string =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

interface Measure {
  label: string;
  pick: (r: RunResult) => number;
  show: (value: number) => string;
}

const MEASURES: Measure[] = [
  { label: 'directory seed (first station)', pick: (r) => r.seedMs, show: secs },
  { label: 'a joining station has the directory (each of two)', pick: (r) => r.joinMs, show: secs },
  {
    label: 'all check-ins at all three, from first write',
    pick: (r) => r.loadConvergeMs,
    show: secs,
  },
  { label: 'last write to all three', pick: (r) => r.tailMs, show: secs },
  { label: 'one check-in to the other two, p50', pick: (r) => r.probe.p50, show: secs },
  { label: 'one check-in to the other two, p95', pick: (r) => r.probe.p95, show: secs },
  {
    label: 'RSS per station, empty store',
    pick: (r) => mean(r.baseline.map((s) => s.rss)),
    show: mib,
  },
  { label: 'RSS per station, loaded', pick: (r) => mean(r.loaded.map((s) => s.rss)), show: mib },
  {
    label: 'JS heap per station, loaded',
    pick: (r) => mean(r.loaded.map((s) => s.heapUsed)),
    show: mib,
  },
  {
    label: 'external (wasm, buffers) per station, loaded',
    pick: (r) => mean(r.loaded.map((s) => s.external)),
    show: mib,
  },
  { label: 'disk per station, loaded', pick: (r) => mean(r.loaded.map((s) => s.disk)), show: mib },
  {
    label: 'disk per station, empty store (directory only)',
    pick: (r) => mean(r.baseline.map((s) => s.disk)),
    show: mib,
  },
  {
    label: 'disk per station after compaction',
    pick: (r) => mean(r.compaction.map((c) => c.after)),
    show: mib,
  },
  {
    label: 'compacted form (see note)',
    pick: (r) => mean(r.compaction.map((c) => c.compactBytes ?? c.after)),
    show: mib,
  },
  { label: 'compaction time', pick: (r) => mean(r.compaction.map((c) => c.ms)), show: secs },
  { label: 'new station from a peer: time', pick: (r) => r.bootstrap.ms, show: secs },
  { label: 'new station from a peer: bytes', pick: (r) => r.bootstrap.bytes, show: mib },
  { label: 'new station from a peer: RSS', pick: (r) => r.bootstrap.stats.rss, show: mib },
  { label: 'week apart: reopen from disk', pick: (r) => mean(r.week.reopenMs), show: secs },
  { label: 'week apart: converge after meeting', pick: (r) => r.week.convergeMs, show: secs },
  { label: 'week apart: bytes exchanged', pick: (r) => r.week.bytes, show: mib },
  {
    label: 'week apart: peak RSS while meeting',
    pick: (r) => Math.max(...r.week.peakRss),
    show: mib,
  },
];

export function report(results: readonly RunResult[]): string {
  const engines = [...new Set(results.map((r) => r.engine))];
  const rows = MEASURES.map((measure) => {
    const medians = engines.map((engine) =>
      median(results.filter((r) => r.engine === engine).map(measure.pick)),
    );
    const best = Math.min(...medians.filter((value) => value > 0));
    return [
      measure.label,
      ...medians.map(
        (value) => `${measure.show(value)} (${best > 0 ? (value / best).toFixed(1) : '-'}x)`,
      ),
    ];
  });
  const notes = engines.map(
    (engine) => `${engine}: ${results.find((r) => r.engine === engine)?.compaction[0]?.note}`,
  );
  const runs = engines.map(
    (engine) => `${engine}: ${results.filter((r) => r.engine === engine).length} runs`,
  );
  return [table(['median', ...engines], rows), '', ...notes, ...runs].join('\n');
}
