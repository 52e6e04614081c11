// A caller from outside: a cheap call due every 20 ms, its latency counted from when it was due,
// so time the event loop was held counts as the caller would feel it.
import { percentile } from '../core-stats';
export interface Quantiles {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

export function quantiles(values: number[]): Quantiles {
  const at = (p: number) => percentile(values, p);
  return { n: values.length, p50: at(50), p99: at(99), max: Math.max(...values) };
}

export function ticker(call: () => Promise<unknown>, periodMs = 20) {
  const latencies: number[] = [];
  const inFlight: Promise<unknown>[] = [];
  const start = performance.now();
  let due = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const fire = () => {
    // Every call that fell due while the loop was held is made now, each timed from its own due
    // time, as callers arriving one after another would have been.
    for (const now = performance.now(); start + due * periodMs <= now; due++) {
      const dueAt = start + due * periodMs;
      inFlight.push(call().then(() => latencies.push(performance.now() - dueAt)));
    }
    if (!stopped) timer = setTimeout(fire, Math.max(0, start + due * periodMs - performance.now()));
  };
  fire();
  return {
    async stop(): Promise<Quantiles> {
      stopped = true;
      clearTimeout(timer);
      // The calls that fell due while the loop was held up to now are made and counted too.
      fire();
      await Promise.all(inFlight);
      return quantiles(latencies);
    },
  };
}
