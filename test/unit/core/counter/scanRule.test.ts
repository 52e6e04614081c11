// What a scan does: a stamp by default, redeem on a full card, a question within the cooldown.
import { describe, expect, it } from 'vitest';
import type { OutboxItemView } from '@shared/ipc/views';
import { checkInItem, memberView, stampProgram } from '../../../fixtures/counter';
import { decideScan } from '../../../../src/main/core/counter/scanRule';

const NOW = Date.parse('2026-01-01T12:00:00Z');

const item = (over: Partial<OutboxItemView> = {}) =>
  checkInItem({ createdAt: new Date(NOW - 5_000).toISOString(), ...over });
const member = memberView;

describe('a scan', () => {
  it('adds a stamp by default', () => {
    expect(decideScan(member(), stampProgram, 30, NOW)).toEqual({ kind: 'increment' });
  });

  it('offers redeem instead of +1 on a full card', () => {
    expect(decideScan(member({ displayCount: 8 }), stampProgram, 30, NOW)).toEqual({
      kind: 'full',
    });
  });

  it('asks before stamping the same member again within the cooldown', () => {
    const recent = member({ lastCheckIn: item() });
    expect(decideScan(recent, stampProgram, 30, NOW)).toEqual({
      kind: 'confirmAgain',
      secondsAgo: 5,
    });
    expect(decideScan(recent, stampProgram, 4, NOW)).toEqual({ kind: 'increment' });
    expect(decideScan(recent, stampProgram, 0, NOW)).toEqual({ kind: 'increment' });
  });

  it('does not count a refused check-in as a recent visit', () => {
    const refused = member({ lastCheckIn: item({ state: 'failed' }) });
    expect(decideScan(refused, stampProgram, 30, NOW)).toEqual({ kind: 'increment' });
  });
});
