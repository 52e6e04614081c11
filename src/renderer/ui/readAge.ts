// How long ago the desk last read something from the service, said plainly.
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
      return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}
