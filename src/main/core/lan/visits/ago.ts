// How long ago something happened at another till, as a message's values (`unit` and `n`), so
// each language words "12 s ago" or "3 days ago" its own way; the same steps as shortAgo.
export type AgoUnit = 'second' | 'minute' | 'hour' | 'day';

export function agoOf(at: string, now: Date): { unit: AgoUnit; n: number } {
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 1000));
  if (seconds < 60) return { unit: 'second', n: seconds };
  if (seconds < 3_600) return { unit: 'minute', n: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hour', n: Math.floor(seconds / 3_600) };
  return { unit: 'day', n: Math.floor(seconds / 86_400) };
}
