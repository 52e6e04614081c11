// How long ago a visit at another till was, as a refusal and a card say it.
import { expect, it } from 'vitest';
import { durationIn } from '@shared/words/plural';
import { shortAgo, shortAgoIn } from '@shared/words/shortAgo';

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

/** French puts a narrow no-break space between number and unit: compared as a plain space. */
const plain = (text: string) => text.replace(/\s/g, ' ');

it('says the same ages by Intl in the station’s language, never a time ahead', () => {
  expect(shortAgoIn('de', before(4 * 60_000), NOW)).toBe('vor 4 Min.');
  expect(shortAgoIn('es', before(3 * 86_400_000), NOW)).toBe('hace 3 d');
  expect(plain(shortAgoIn('fr', before(7_200_000), NOW))).toBe('il y a 2 h');
  expect(shortAgoIn('en', before(-4_000), NOW)).toBe('0 sec. ago');
  expect(shortAgoIn('ar', before(3 * 86_400_000), NOW)).toMatch(/^قبل (3|٣) أيام$/);
});

it('says a wait by Intl: seconds under two minutes, then whole minutes rounded up', () => {
  expect(durationIn('de', 90_000)).toBe('90 Sekunden');
  expect(durationIn('es', 150_001)).toBe('3 minutos');
  expect(plain(durationIn('fr', 1_000))).toBe('1 seconde');
});
