// The insights' weekday and hour names and the queue's ages come from Intl in the reader's
// language, never from English written into the code.
import { describe, expect, it } from 'vitest';
import { translatorOf } from '@shared/i18n/everyLanguage';
import { hourName, weekdayName } from '../../../../src/renderer/screens/insights/insightsModel';
import { elapsed } from '@shared/words/elapsed';
import { agoIn, IN_A_BAR } from '../../../../src/renderer/ui/useAgo';

describe('weekday and hour names', () => {
  it('names Monday first, in each language, long and short', () => {
    const german = translatorOf('de').intl;
    expect(weekdayName(german, 0)).toBe('Montag');
    expect(weekdayName(german, 6)).toBe('Sonntag');
    expect(weekdayName(german, 2, 'short')).toBe('Mi');
    expect(weekdayName(translatorOf('en').intl, 4)).toBe('Friday');
    expect(weekdayName(translatorOf('fr').intl, 0)).toBe('lundi');
    expect(weekdayName(translatorOf('ar').intl, 4)).toBe('الجمعة');
  });

  it('says an hour on the 24-hour clock, as English did, in the language’s own digits', () => {
    expect(hourName(translatorOf('en').intl, 14)).toBe('14:00');
    expect(hourName(translatorOf('en').intl, 0)).toBe('00:00');
    expect(hourName(translatorOf('de').intl, 9)).toBe('09:00');
    const arabic = new Intl.NumberFormat('ar', { minimumIntegerDigits: 2 }).format(14);
    expect(hourName(translatorOf('ar').intl, 14)).toContain(arabic);
  });
});

describe('how long ago', () => {
  const at = '2026-11-26T10:00:00.000Z';
  const after = (seconds: number) => Date.parse(at) + seconds * 1000;

  it('counts the largest whole unit, and never a negative time for a clock behind', () => {
    expect(elapsed(at, after(42))).toEqual({ count: 42, unit: 'second' });
    expect(elapsed(at, after(60 * 5 + 59))).toEqual({ count: 5, unit: 'minute' });
    expect(elapsed(at, after(3600 * 3))).toEqual({ count: 3, unit: 'hour' });
    expect(elapsed(at, after(86_400 * 2 + 5))).toEqual({ count: 2, unit: 'day' });
    expect(elapsed(at, after(-30))).toEqual({ count: 0, unit: 'second' });
  });

  it('says it in a sentence, "just now" under a minute, in the reader’s language', () => {
    const english = translatorOf('en').intl;
    expect(agoIn(english, at, after(30))).toBe('just now');
    expect(agoIn(english, at, after(300))).toBe('5 minutes ago');
    expect(agoIn(english, at, after(3600))).toBe('1 hour ago');
    expect(agoIn(english, at, after(86_400 * 3))).toBe('3 days ago');
    const german = translatorOf('de').intl;
    expect(agoIn(german, at, after(30))).toBe('gerade eben');
    expect(agoIn(german, at, after(300))).toBe('vor 5 Minuten');
  });

  it('says it short, seconds counted, in a bar or a list that drains', () => {
    expect(agoIn(translatorOf('en').intl, at, after(12), IN_A_BAR)).toBe('12 sec. ago');
    expect(agoIn(translatorOf('en').intl, at, after(180), IN_A_BAR)).toBe('3 min. ago');
    expect(agoIn(translatorOf('de').intl, at, after(180), IN_A_BAR)).toBe('vor 3 Min.');
  });
});
