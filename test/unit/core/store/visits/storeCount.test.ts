// The one count rule on its own: the service's count from confirmed steps answered in any order,
// the store's unconfirmed changes on top in causal order, and a resent +1 judged with them.
import { describe, expect, it } from 'vitest';
import type {
  VisitChange,
  VisitOutcome,
} from '../../../../../src/main/core/store/visits/visitShapes';
import {
  confirmedCount,
  explainedByStore,
  storeCount,
  type CountedVisit,
} from '../../../../../src/main/core/store/visits/storeCount';

let made = 0;

/** A visit at `stationId`, `clock` in causal order, answered `prev -> next` when given. */
function visit(
  stationId: string,
  clock: number,
  change: VisitChange,
  answered?: [number, number] | 'dropped' | 'held',
  base: number | null = null,
): CountedVisit {
  made += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 9, 0, made)).toISOString();
  const outcome: VisitOutcome | undefined =
    answered === undefined
      ? undefined
      : Array.isArray(answered)
        ? { state: 'applied', previousCount: answered[0], updatedCount: answered[1], at }
        : { state: answered, at };
  return {
    key: `item-${made}`,
    customerId: 'ada',
    dynamicPassId: null,
    stationId,
    stationName: stationId,
    staffName: null,
    kind: change.op === 'add' ? 'stamp' : 'set',
    at,
    seq: made,
    countBefore: null,
    countAfter: null,
    priorRedemption: null,
    override: null,
    change,
    clock,
    base,
    ...(outcome ? { outcome } : {}),
  };
}

const stamp: VisitChange = { op: 'add', by: 1 };
const setTo = (to: number): VisitChange => ({ op: 'set', to });

describe('the confirmed count', () => {
  it('is the end of the trail the steps make, whatever order they were answered in', () => {
    const trail = [visit('b', 1, stamp, [4, 5]), visit('a', 1, stamp, [3, 4])];
    expect(confirmedCount(trail)).toBe(5);
    const reset = [visit('a', 2, setTo(0), [7, 0]), visit('b', 1, stamp, [6, 7])];
    expect(confirmedCount(reset)).toBe(0);
  });

  it('of a trail back to its start is the count its causally first step was made on', () => {
    // 5 -> 6 -> 7 at B, 7 -> 4 set at C, 4 -> 5 at A: back at 5.
    const loop = [
      visit('a', 4, stamp, [4, 5]),
      visit('b', 1, stamp, [5, 6], 5),
      visit('b', 2, stamp, [6, 7]),
      visit('c', 3, setTo(4), [7, 4]),
    ];
    expect(confirmedCount(loop)).toBe(5);
  });
});

describe("the store's count", () => {
  it('is the confirmed count with every unconfirmed, unrefused change on top, in causal order', () => {
    const visits = [
      visit('a', 1, stamp, [3, 4]),
      visit('b', 2, stamp),
      visit('c', 3, setTo(0)),
      visit('a', 4, stamp),
      visit('b', 5, stamp, 'dropped'),
      visit('c', 6, stamp, 'held'),
    ];
    // 4, +1 = 5, set 0, +1 = 1; the dropped and the held ones count for nothing.
    expect(storeCount(visits, 3)).toBe(1);
  });

  it("starts from the station's reading before any step is confirmed", () => {
    expect(storeCount([visit('b', 1, stamp), visit('a', 2, stamp)], 3)).toBe(5);
    expect(storeCount([], 3)).toBeUndefined();
  });
});

describe('a resent +1', () => {
  it("is explained by another till's step between the count expected and the one found", () => {
    const others = [visit('b', 1, stamp, [3, 4])];
    expect(explainedByStore(others, 'a', 3, 4)).toBe(true);
    expect(explainedByStore(others, 'a', 3, 5)).toBe(false);
  });

  it("is explained by another till's change that may have landed unconfirmed", () => {
    expect(explainedByStore([visit('b', 1, stamp)], 'a', 3, 4)).toBe(true);
    expect(explainedByStore([visit('a', 1, stamp, [3, 4])], 'a', 3, 4)).toBe(false);
  });

  it("is explained by another till's unconfirmed +1 that landed before a confirmed step", () => {
    // Expected 1: b's +1 landed (1 -> 2), its answer not known here; c's step went 2 -> 3.
    const others = [visit('b', 1, stamp), visit('c', 1, stamp, [2, 3])];
    expect(explainedByStore(others, 'a', 1, 3)).toBe(true);
    expect(explainedByStore(others, 'a', 1, 4)).toBe(false);
  });
});
