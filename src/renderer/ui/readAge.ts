// How long ago the desk last read something from the service, said plainly.
import { countOf } from '@shared/words/plural';
/** "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function ageOf(isoTime: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(isoTime).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of units) {
    if (seconds >= size) {
      const n = Math.floor(seconds / size);
      return `${countOf(n, unit)} ago`;
    }
  }
  return 'just now';
}
