// The day signals' edges: opening hours past midnight, an undone stamp that is no stamp, and one
// person moving tills once (ordinary) against acting at two by turns.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAG_RULES, type OpeningHours } from '@shared/flags/flagRules';
import {
  daySignals,
  daySignalSteps,
  withinHours,
} from '../../../../src/main/core/flags/daySignals';
import type { FlagEvent } from '../../../../src/main/core/flags/flagEvent';

const DAY = '2026-03-04'; // a Wednesday
const START = Date.parse(`${DAY}T00:00:00Z`);
const MINUTE = 60_000;

function visit(minute: number, change: Partial<FlagEvent> = {}): FlagEvent {
  return {
    key: `k${minute}-${change.stationId ?? 'a'}`,
    customerId: 'ada',
    stationId: 'a',
    stationName: 'Till 1',
    staff: 'Cal',
    kind: 'stamp',
    atMs: START + minute * MINUTE,
    day: DAY,
    minuteOfWeek: 2 * 1440 + minute,
    countBefore: 1,
    countAfter: 2,
    override: false,
    how: 'scan',
    undone: false,
    ...change,
  };
}

const context = { rules: DEFAULT_FLAG_RULES, max: 8, hours: null };

describe('withinHours', () => {
  const late: NonNullable<OpeningHours> = Array.from({ length: 7 }, () => ({
    open: '18:00',
    close: '02:00',
  }));
  it('takes a closing before the opening as the next morning, and last night’s hours after midnight', () => {
    expect(withinHours(late, 2 * 1440 + 23 * 60, 0)).toBe(true);
    expect(withinHours(late, 3 * 1440 + 60, 0)).toBe(true);
    expect(withinHours(late, 3 * 1440 + 3 * 60, 0)).toBe(false);
    expect(withinHours(late, 3 * 1440 + 2 * 60 + 10, 15)).toBe(true);
  });
  it('says a closed day is closed, and Monday’s night runs on from Sunday', () => {
    const hours = [...late];
    hours[2] = null;
    expect(withinHours(hours, 2 * 1440 + 20 * 60, 60)).toBe(false);
    expect(withinHours(late, 60, 0)).toBe(true);
  });
});

describe('daySignals', () => {
  it('counts no undone stamp among a member’s stamps of the day', () => {
    const six = Array.from({ length: 6 }, (_, i) => visit(600 + i * 30));
    expect(daySignals(DAY, six, context).map((f) => f.signal)).toEqual(['manyStamps']);
    six[5] = { ...six[5]!, undone: true };
    expect(daySignals(DAY, six, context)).toEqual([]);
  });

  it('flags one person acting at two tills by turns, not one who moved tills once', () => {
    const moved = [
      visit(600, { customerId: 'a' }),
      visit(603, { customerId: 'b', stationId: 'b', stationName: 'Till 2' }),
      visit(700, { customerId: 'c', stationId: 'b', stationName: 'Till 2' }),
    ];
    expect(daySignals(DAY, moved, context)).toEqual([]);
    const turns = [...moved.slice(0, 2), visit(606, { customerId: 'd' })];
    const [flag] = daySignals(DAY, turns, context);
    expect(flag).toMatchObject({
      signal: 'sharedSignIn',
      staff: 'Cal',
      figures: { changes: 3, tills: 2, most: 10 },
    });
  });

  it('works in steps of a member or a few hundred visits, ending with the flags of one piece', () => {
    // 40 members stamped 30 times in a row by two people at two tills, some outside the hours.
    const busy = Array.from({ length: 1_200 }, (_, n) =>
      visit(300 + n, {
        key: `busy-${n}`,
        customerId: `m${Math.floor(n / 30)}`,
        staff: n % 2 ? 'Cal' : 'Dee',
        stationId: n % 3 ? 'a' : 'b',
      }),
    );
    const open = Array.from({ length: 7 }, () => ({ open: '07:00', close: '19:00' }));
    const wide = { ...context, hours: open };
    const steps = daySignalSteps(DAY, busy, wide);
    const sizes: number[] = [];
    let next = steps.next();
    for (; !next.done; next = steps.next()) sizes.push(next.value);
    expect(next.value).toEqual(daySignals(DAY, busy, wide));
    expect(new Set(next.value.map((flag) => flag.signal))).toEqual(
      new Set(['manyStamps', 'twoTills', 'outsideHours', 'sharedSignIn']),
    );
    // The grouping, then each member (30 visits) per signal, and the day's visits 250 at a time.
    expect(sizes[0]).toBe(1_200);
    expect(Math.max(...sizes.slice(1))).toBeLessThanOrEqual(600);
    expect(sizes.length).toBeGreaterThan(40 * 3);
  });
});
