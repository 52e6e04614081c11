// How long a wait is, as a person reads it: the one rule the lock's countdown, the staff list, a
// pairing code's time left, the counter's repeat question and the core's PIN refusals say it by.

export type WaitUnit = 'second' | 'minute';

/**
 * Seconds under two minutes (so a countdown moves every second), whole minutes after, each
 * rounded up so the wait is never said shorter than it is; never below 0.
 */
export function waitOf(ms: number): { count: number; unit: WaitUnit } {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return seconds < 120
    ? { count: seconds, unit: 'second' }
    : { count: Math.ceil(seconds / 60), unit: 'minute' };
}
