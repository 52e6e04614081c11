// Which counter changes need a reason, and what a reason may be.
import { issueInEnglish } from '../../../../src/shared/ipc/invalid';
import { describe, expect, it } from 'vitest';
import { changeReason, reasonForAction, reasonForUndo } from '@shared/counter/reasons';

const stamps = { displayCount: 4, max: 10, points: false };

describe('a reason is needed', () => {
  it('for a set and a reset before the card is full, not for a +1 or a full card’s reset', () => {
    expect(reasonForAction({ kind: 'set', count: 2 }, stamps)).toBe('set');
    expect(reasonForAction({ kind: 'set', count: 9 }, stamps)).toBe('set');
    expect(reasonForAction({ kind: 'reset' }, stamps)).toBe('earlyReset');
    expect(reasonForAction({ kind: 'reset' }, { ...stamps, max: null })).toBe('earlyReset');
    expect(reasonForAction({ kind: 'reset' }, { ...stamps, displayCount: 10 })).toBeNull();
    expect(reasonForAction({ kind: 'increment' }, stamps)).toBeNull();
  });

  it('not for points added to a points card, which are a purchase; but for lowering them', () => {
    const points = { ...stamps, points: true };
    expect(reasonForAction({ kind: 'set', count: 9 }, points)).toBeNull();
    expect(reasonForAction({ kind: 'set', count: 3 }, points)).toBe('set');
    expect(reasonForAction({ kind: 'set', count: 4 }, points)).toBe('set');
  });

  it('for an undo after its window, on the clock given', () => {
    const at = '2026-03-02T10:00:00.000Z';
    expect(reasonForUndo(at, Date.parse(at) + 10_000)).toBeNull();
    expect(reasonForUndo(at, Date.parse(at) + 10_001)).toBe('lateUndo');
  });
});

describe('a reason', () => {
  it('is one trimmed line of 1 to 200 characters', () => {
    expect(changeReason.parse('  Goodwill ')).toBe('Goodwill');
    // The schema names its problems by catalogue id; in English they read as before.
    const problem = (text: string) =>
      issueInEnglish(changeReason.safeParse(text).error!.issues[0]!);
    expect(problem('   ')).toBe('give a reason for this change');
    expect(problem('a'.repeat(201))).toBe('a reason is at most 200 characters');
    expect(problem('two\nlines')).toBe('a reason is one line without control characters');
  });
});
