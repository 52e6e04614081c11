// A wait said the way a person reads it, in the page's language, with Intl's own units so every
// language counts its seconds its own way: the lock's countdown, a person's wait in the staff
// list, a pairing code's time left.
import type { IntlShape } from 'react-intl';

/**
 * Seconds under two minutes (so a countdown moves every second), whole minutes after, each
 * rounded up so the wait is never said shorter than it is.
 */
export function waitWords(intl: Pick<IntlShape, 'formatNumber'>, ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const [amount, unit] = seconds < 120 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return intl.formatNumber(amount, { style: 'unit', unit, unitDisplay: 'long' });
}
