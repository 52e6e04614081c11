// How long ago a visit at another till was, as a refusal and a card say it.
import { expect, it } from 'vitest';
import { shortAgo } from '@shared/words/shortAgo';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

it('says seconds, minutes, hours, then days, and never a time ahead', () => {
  expect(shortAgo(before(3_000), NOW)).toBe('3 s ago');
  expect(shortAgo(before(59_400), NOW)).toBe('59 s ago');
  expect(shortAgo(before(60_000), NOW)).toBe('1 min ago');
  expect(shortAgo(before(3_599_000), NOW)).toBe('59 min ago');
  expect(shortAgo(before(7_200_000), NOW)).toBe('2 h ago');
  expect(shortAgo(before(86_400_000), NOW)).toBe('1 day ago');
  expect(shortAgo(before(3 * 86_400_000), NOW)).toBe('3 days ago');
  // Another till's clock a little ahead of this one's.
  expect(shortAgo(before(-4_000), NOW)).toBe('0 s ago');
});
