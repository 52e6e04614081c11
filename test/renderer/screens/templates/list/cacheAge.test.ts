import { describe, expect, it } from 'vitest';
import { ageOf } from '../../../../../src/renderer/screens/templates/list/cacheAge';

describe('age of the template list', () => {
  const now = new Date('2026-01-01T03:00:00Z');

  it('is said in the largest whole unit, in the past, and as now under a minute', () => {
    expect(ageOf('2026-01-01T02:59:30Z', now)).toEqual({ value: 0, unit: 'second' });
    expect(ageOf('2026-01-01T02:55:00Z', now)).toEqual({ value: -5, unit: 'minute' });
    expect(ageOf('2026-01-01T01:10:00Z', now)).toEqual({ value: -1, unit: 'hour' });
    expect(ageOf('2025-12-29T03:00:00Z', now)).toEqual({ value: -3, unit: 'day' });
  });

  it('never says a reading from a clock ahead of this one is in the future', () => {
    expect(ageOf('2026-01-01T03:05:00Z', now)).toEqual({ value: 0, unit: 'second' });
  });
});
