// How long ago something happened, in the page's language: Intl's relative time in the largest
// whole unit, and "just now" under a minute, where a count of seconds would only flicker.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT';

type Unit = 'second' | 'minute' | 'hour' | 'day';

const UNITS: readonly (readonly [number, Unit])[] = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/** The whole units elapsed from `iso` to `now`: `{ count: 5, unit: 'minute' }`. */
export function elapsed(iso: string, now: number): { count: number; unit: Unit } {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  for (const [size, unit] of UNITS)
    if (seconds >= size) return { count: Math.floor(seconds / size), unit };
  return { count: seconds, unit: 'second' };
}

export interface AgoOptions {
  /** `short` for a list's column ("5 min. ago"); `long` in a sentence ("5 minutes ago"). */
  style?: 'long' | 'short';
  /** Seconds counted too ("12 sec. ago"), for a list watched while it drains. */
  seconds?: boolean;
}

export function useAgo(): (iso: string, now: number, options?: AgoOptions) => string {
  const intl = useIntl();
  const t = useT();
  return useCallback(
    (iso, now, { style = 'long', seconds = false } = {}) => {
      const { count, unit } = elapsed(iso, now);
      if (unit === 'second' && !seconds) return t('insights.age.justNow');
      return intl.formatRelativeTime(-count, unit, { style, numeric: 'always' });
    },
    [intl, t],
  );
}
