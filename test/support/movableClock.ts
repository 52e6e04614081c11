// A clock a test moves by hand, and timers on it that fire when the test moves it past their time:
// the staff's idle return is driven by its own timestamps, never by waiting.
import type { StaffTimer } from '../../src/main/core/staff/session';

export interface MovableClock {
  now(): Date;
  /** Moves the clock on, and fires every timer whose time has come. */
  advance(ms: number): void;
  timer: StaffTimer;
}

/** Held at `start` when given (a unit test's own time), else the real time moved on by `advance`. */
export function movableClock(start?: number): MovableClock {
  let moved = 0;
  const current = () => (start ?? Date.now()) + moved;
  const due: { at: number; fire: () => void }[] = [];
  const forget = (entry: { at: number; fire: () => void }) => {
    const at = due.indexOf(entry);
    if (at >= 0) due.splice(at, 1);
  };
  return {
    now: () => new Date(current()),
    advance: (ms) => {
      moved += ms;
      const now = current();
      for (const entry of due.filter((d) => d.at <= now)) {
        forget(entry);
        entry.fire();
      }
    },
    timer: {
      set: (ms, fire) => {
        const entry = { at: current() + ms, fire };
        due.push(entry);
        return () => forget(entry);
      },
    },
  };
}
