// The two rules a time is said by everywhere: how long ago (`elapsed`) and how long a wait is
// (`waitOf`). Each page, the core and the counter say the result in their own words.
import { describe, expect, it } from 'vitest';
import { elapsed } from '@shared/words/elapsed';
import { waitOf } from '@shared/words/wait';

const NOW = new Date('2026-04-01T12:00:00.000Z').getTime();
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('how long ago', () => {
  it('says seconds, minutes, hours, then days, and never a time ahead', () => {
    expect(elapsed(before(3_000), NOW)).toEqual({ count: 3, unit: 'second' });
    expect(elapsed(before(59_400), NOW)).toEqual({ count: 59, unit: 'second' });
    expect(elapsed(before(60_000), NOW)).toEqual({ count: 1, unit: 'minute' });
    expect(elapsed(before(3_599_000), NOW)).toEqual({ count: 59, unit: 'minute' });
    expect(elapsed(before(7_200_000), NOW)).toEqual({ count: 2, unit: 'hour' });
    expect(elapsed(before(86_400_000), NOW)).toEqual({ count: 1, unit: 'day' });
    expect(elapsed(before(3 * 86_400_000), NOW)).toEqual({ count: 3, unit: 'day' });
    // Another till's clock a little ahead of this one's.
    expect(elapsed(before(-4_000), NOW)).toEqual({ count: 0, unit: 'second' });
  });
});

describe('how long a wait is', () => {
  it('says seconds under two minutes and minutes after, never shorter than it is', () => {
    expect(waitOf(27_000)).toEqual({ count: 27, unit: 'second' });
    expect(waitOf(26_001)).toEqual({ count: 27, unit: 'second' });
    expect(waitOf(1_000)).toEqual({ count: 1, unit: 'second' });
    expect(waitOf(119_000)).toEqual({ count: 119, unit: 'second' });
    expect(waitOf(120_000)).toEqual({ count: 2, unit: 'minute' });
    expect(waitOf(121_000)).toEqual({ count: 3, unit: 'minute' });
    expect(waitOf(-5)).toEqual({ count: 0, unit: 'second' });
  });
});
