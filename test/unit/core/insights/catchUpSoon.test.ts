// The insights' catch-up after syncs: once syncing goes quiet, one run for a whole drain, and one
// more for items synced while it ran.
import { describe, expect, it } from 'vitest';
import {
  CatchUpSoon,
  QUIET_MS,
  type Schedule,
} from '../../../../src/main/core/insights/catchUpSoon';

/** Timers a test fires by hand: the last one set is the one that counts. */
function handTimers() {
  const set: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (run, ms) => {
    const timer = { run, ms, cancelled: false };
    set.push(timer);
    return { cancel: () => (timer.cancelled = true) };
  };
  const fire = () => {
    const live = set.filter((timer) => !timer.cancelled);
    set.length = 0;
    for (const timer of live) timer.run();
    return live.length;
  };
  return { schedule, fire, pending: () => set.filter((timer) => !timer.cancelled) };
}

/** A catch-up the test lets finish. */
function gatedCatchUp() {
  let runs = 0;
  let finish: (() => void) | null = null;
  const catchUp = () => {
    runs++;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { catchUp, runs: () => runs, finish: () => finish?.() };
}

describe('the insights caught up after syncs', () => {
  it('runs once when a drain’s items have all synced, after a quiet moment', async () => {
    const timers = handTimers();
    const work = gatedCatchUp();
    const soon = new CatchUpSoon(work.catchUp, timers.schedule);
    for (let i = 0; i < 10_000; i++) soon.synced();
    expect(work.runs()).toBe(0);
    expect(timers.pending().map((timer) => timer.ms)).toEqual([QUIET_MS]);
    expect(timers.fire()).toBe(1);
    expect(work.runs()).toBe(1);
    work.finish();
    await soon.idle();
    expect(timers.pending()).toEqual([]);
  });

  it('runs once more for items synced while it ran', async () => {
    const timers = handTimers();
    const work = gatedCatchUp();
    const soon = new CatchUpSoon(work.catchUp, timers.schedule);
    soon.synced();
    timers.fire();
    soon.synced();
    timers.fire();
    expect(work.runs()).toBe(1);
    const first = soon.idle();
    work.finish();
    await first;
    // The second run starts as the first ends.
    expect(work.runs()).toBe(2);
    work.finish();
    await soon.idle();
    expect(work.runs()).toBe(2);
  });

  it('keeps going after a catch-up that failed', async () => {
    const timers = handTimers();
    let runs = 0;
    const soon = new CatchUpSoon(async () => {
      runs++;
      throw new Error('the line dropped');
    }, timers.schedule);
    soon.synced();
    timers.fire();
    await soon.idle();
    soon.synced();
    timers.fire();
    await soon.idle();
    expect(runs).toBe(2);
  });
});
