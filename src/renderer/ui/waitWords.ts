// A wait said the way a person reads it, in the page's language, with Intl's own units so every
// language counts its seconds its own way: the lock's countdown, a person's wait in the staff
// list, a pairing code's time left.
import type { IntlShape } from 'react-intl';
import { waitOf } from '@shared/words/wait';

/** "90 Sekunden", "3 minutos": the wait by `waitOf`'s rule, in Intl's long units. */
export function waitWords(intl: Pick<IntlShape, 'formatNumber'>, ms: number): string {
  const { count, unit } = waitOf(ms);
  return intl.formatNumber(count, { style: 'unit', unit, unitDisplay: 'long' });
}
