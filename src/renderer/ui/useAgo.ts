// How long ago something happened, in the page's language: Intl's relative time in the largest
// whole unit (`elapsed`), and "just now" under a minute, where a count of seconds would only
// flicker, unless the seconds are wanted (a bar or a list watched while it drains).
import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { elapsed } from '@shared/words/elapsed';

export interface AgoOptions {
  /** `short` for a bar or a list's column ("5 min. ago"); `long` in a sentence ("5 minutes ago"). */
  style?: 'long' | 'short';
  /** Seconds counted too ("12 sec. ago"). */
  seconds?: boolean;
}

/** As a bar or a list's column says an age it watches change: "12 sec. ago", "3 min. ago". */
export const IN_A_BAR: AgoOptions = { style: 'short', seconds: true };

/** The same, for a caller with an Intl at hand rather than a component. */
export function agoIn(
  intl: Pick<IntlShape, 'formatRelativeTime' | 'formatMessage'>,
  iso: string,
  now: number,
  { style = 'long', seconds = false }: AgoOptions = {},
): string {
  const { count, unit } = elapsed(iso, now);
  if (unit === 'second' && !seconds) return intl.formatMessage({ id: 'shell.age.justNow' });
  return intl.formatRelativeTime(-count, unit, { style, numeric: 'always' });
}

export function useAgo(): (iso: string, now: number, options?: AgoOptions) => string {
  const intl = useIntl();
  return useCallback(
    (iso: string, now: number, options?: AgoOptions) => agoIn(intl, iso, now, options),
    [intl],
  );
}
