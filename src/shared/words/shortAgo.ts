// How long ago something happened at another till, in the few characters a refusal or a card has.
import { countOf } from './plural';

/** "3 s ago", "4 min ago", "2 h ago", "3 days ago": a clock behind never says "in the future". */
export function shortAgo(at: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3_600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3_600)} h ago`;
  return `${countOf(Math.floor(seconds / 86_400), 'day')} ago`;
}
