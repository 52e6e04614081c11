// A manager's decision on a conflict between tills: checked field by field before it is sent,
// and the core's answer put in place of the open conflict.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PassdeskApi } from '@shared/ipc/bridge';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { installApi } from '../../../src/renderer/bridge/api';
import { checkDecision } from '../../../src/renderer/screens/queue/conflictDecision';
import { openConflictsOf, useStoreConflicts } from '../../../src/renderer/state/storeConflicts';
import { conflictOf } from '../store/storeFixtures';

describe('a decision on a conflict', () => {
  it('keeps both with a reason and no count', () => {
    expect(checkDecision('c1', 'keepBoth', ' Both were owed ', '5')).toEqual({
      ok: true,
      request: { conflictId: 'c1', outcome: 'keepBoth', reason: 'Both were owed' },
    });
  });

  it('corrects the count to the number typed', () => {
    expect(checkDecision('c1', 'correctCount', 'Second was a mistake', '3')).toEqual({
      ok: true,
      request: {
        conflictId: 'c1',
        outcome: 'correctCount',
        reason: 'Second was a mistake',
        count: 3,
      },
    });
  });

  it('says what each field lacks', () => {
    const problemsOf = (checked: ReturnType<typeof checkDecision>) =>
      checked.ok
        ? null
        : Object.fromEntries(
            Object.entries(checked.problems).map(([field, said]) => [field, inEnglish(said)]),
          );
    expect(problemsOf(checkDecision('c1', 'correctCount', '  ', ''))).toEqual({
      reason: 'say why, in a few words',
      count: 'give the card’s right count',
    });
    expect(problemsOf(checkDecision('c1', 'correctCount', 'Fix', '-2'))).toEqual({
      count: 'give the count as a whole number from 0',
    });
    expect(checkDecision('c1', 'correctCount', 'Fix', '2.5')).toMatchObject({ ok: false });
  });
});

describe('the conflicts store', () => {
  const resolveConflict = vi.fn();
  beforeEach(() => {
    resolveConflict.mockReset();
    installApi({
      store: {
        conflicts: async () => [conflictOf({ id: 'c1' }), conflictOf({ id: 'c2' })],
        resolveConflict,
      },
    } as unknown as PassdeskApi);
    useStoreConflicts.setState({ conflicts: [], loaded: false, error: null });
  });
  afterEach(() => installApi(null));

  it('puts the core’s decided conflict in place of the open one', async () => {
    await useStoreConflicts.getState().load();
    expect(openConflictsOf(useStoreConflicts.getState().conflicts)).toHaveLength(2);
    const resolution = {
      outcome: 'keepBoth' as const,
      reason: 'ok',
      by: 'Mia',
      at: '2026-11-26T10:10:00.000Z',
    };
    resolveConflict.mockResolvedValueOnce(conflictOf({ id: 'c1', resolution }));
    await useStoreConflicts
      .getState()
      .resolve({ conflictId: 'c1', outcome: 'keepBoth', reason: 'ok' });
    const open = openConflictsOf(useStoreConflicts.getState().conflicts);
    expect(open.map((c) => c.id)).toEqual(['c2']);
  });
});
