// Says how long ago something happened: the largest whole unit, in the page's language.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type AgeUnit = 'second' | 'minute' | 'hour' | 'day';

/** The time since `iso` in its largest whole unit: 90 s is 2 minutes, 50 hours is 2 days. */
export function elapsedOf(iso: string, now: number): { value: number; unit: AgeUnit } {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return { value: seconds, unit: 'second' };
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / 24), unit: 'day' };
}

/** "3 min. ago", "vor 3 Min.": an age as the reader's language says it, short for a busy bar. */
export function useAgo(): (iso: string, now: number) => string {
  const intl = useIntl();
  return useCallback(
    (iso: string, now: number) => {
      const { value, unit } = elapsedOf(iso, now);
      return intl.formatRelativeTime(-value, unit, { style: 'short' });
    },
    [intl],
  );
}

/**
 * English only, "3 min": kept for the screens that still build their own sentence around it;
 * a component says an age with `useAgo()` instead.
 */
export function ageOf(iso: string, now: number): string {
  const { value, unit } = elapsedOf(iso, now);
  if (unit === 'second') return `${value} s`;
  if (unit === 'minute') return `${value} min`;
  if (unit === 'hour') {
    const minutes = Math.round((now - Date.parse(iso)) / 60_000) % 60;
    return `${value} h ${minutes} min`;
  }
  return `${value} days`;
}
