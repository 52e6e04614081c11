import { describe, expect, it } from 'vitest';
import { countOf, durationOf, formFor } from '@shared/words/plural';

describe('counted phrases', () => {
  it('chooses the form by the plural rules, for one, none and many', () => {
    expect(countOf(1, 'stamp')).toBe('1 stamp');
    expect(countOf(0, 'stamp')).toBe('0 stamps');
    expect(countOf(2, 'stamp')).toBe('2 stamps');
    expect(countOf(1, { one: 'more try', other: 'more tries' })).toBe('1 more try');
    expect(countOf(4, { one: 'more try', other: 'more tries' })).toBe('4 more tries');
    expect(formFor(1, { one: 'is', other: 'are' })).toBe('is');
    expect(formFor(3, { one: 'is', other: 'are' })).toBe('are');
    expect(countOf(12_500, 'member')).toBe('12,500 members');
  });

  it('says a wait in seconds under two minutes and in minutes after, never shorter than it is', () => {
    expect(durationOf(27_000)).toBe('27 seconds');
    expect(durationOf(26_001)).toBe('27 seconds');
    expect(durationOf(1_000)).toBe('1 second');
    expect(durationOf(119_000)).toBe('119 seconds');
    expect(durationOf(120_000)).toBe('2 minutes');
    expect(durationOf(121_000)).toBe('3 minutes');
    expect(durationOf(-5)).toBe('0 seconds');
  });
});
