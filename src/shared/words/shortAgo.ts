// How long ago something happened at another till, in the few characters a refusal or a card has.
import { countOf } from './plural';

/** The one unit a till has room for: seconds under a minute, then minutes, hours, days. */
export function agoOf(at: string, now: Date): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 1000));
  if (seconds < 60) return { value: seconds, unit: 'second' };
  if (seconds < 3_600) return { value: Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { value: Math.floor(seconds / 3_600), unit: 'hour' };
  return { value: Math.floor(seconds / 86_400), unit: 'day' };
}

const relative = new Map<string, Intl.RelativeTimeFormat>();

/** `agoOf` said by Intl in `locale`: "vor 3 Min.", "hace 4 min", "il y a 2 h", "منذ 3 أيام". */
export function shortAgoIn(locale: string, at: string, now: Date): string {
  let format = relative.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'always' });
    relative.set(locale, format);
  }
  const { value, unit } = agoOf(at, now);
  return format.format(-value, unit);
}

/**
 * "3 s ago", "4 min ago", "2 h ago", "3 days ago" in English, as the messages not yet said from
 * a catalogue read; a clock behind never says "in the future". Others use `shortAgoIn`.
 */
export function shortAgo(at: string, now: Date): string {
  const { value, unit } = agoOf(at, now);
  if (unit === 'second') return `${value} s ago`;
  if (unit === 'minute') return `${value} min ago`;
  if (unit === 'hour') return `${value} h ago`;
  return `${countOf(value, 'day')} ago`;
}
