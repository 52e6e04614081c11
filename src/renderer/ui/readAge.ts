// How long ago the desk last read something from the service, said plainly.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { countOf } from '@shared/words/plural';

const UNITS: readonly [number, 'day' | 'hour' | 'minute'][] = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/** The time since `isoTime` in its largest whole unit; null under a minute ("just now"). */
function readAgo(
  isoTime: string,
  now: Date,
): { n: number; unit: 'day' | 'hour' | 'minute' } | null {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(isoTime).getTime()) / 1000));
  for (const [size, unit] of UNITS) {
    if (seconds >= size) return { n: Math.floor(seconds / size), unit };
  }
  return null;
}

/** "just now", "5 minutes ago", "vor 3 Stunden": in the reader's language. */
export function useReadAge(): (isoTime: string, now: Date) => string {
  const intl = useIntl();
  return useCallback(
    (isoTime: string, now: Date) => {
      const ago = readAgo(isoTime, now);
      return ago
        ? intl.formatRelativeTime(-ago.n, ago.unit, { numeric: 'always' })
        : intl.formatMessage({ id: 'shell.age.justNow' });
    },
    [intl],
  );
}

/**
 * English only: "just now", "5 minutes ago", "3 hours ago", "2 days ago". Kept for callers that
 * are not components; a component says an age with `useReadAge()`.
 */
export function ageOf(isoTime: string, now: Date): string {
  const ago = readAgo(isoTime, now);
  // eslint-disable-next-line i18n/person-facing-text -- the English form kept for callers not yet moved to useReadAge
  return ago ? `${countOf(ago.n, ago.unit)} ago` : 'just now';
}
