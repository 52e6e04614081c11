// How long ago something happened, in the largest whole unit: the one rule the counter's refusals,
// the status bar, the Queue, Insights, Credits and the members list say an age by.

export type ElapsedUnit = 'second' | 'minute' | 'hour' | 'day';

const UNITS: readonly (readonly [number, ElapsedUnit])[] = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/**
 * The whole units from `iso` to `now` (ms): 90 s is 1 minute, 50 hours is 2 days. A clock a
 * little behind (another till's) never makes an age ahead: it is 0 seconds.
 */
export function elapsed(iso: string, now: number): { count: number; unit: ElapsedUnit } {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  for (const [size, unit] of UNITS) {
    if (seconds >= size) return { count: Math.floor(seconds / size), unit };
  }
  return { count: seconds, unit: 'second' };
}
