// What a scan does: a stamp by default, redeem on a full card, a question within the cooldown
// or against the store's earning rule.
import { describe, expect, it } from 'vitest';
import type { OutboxItemView } from '@shared/ipc/views';
import { checkInItem, memberView, stampProgram } from '../../../fixtures/counter';
import { decideScan } from '../../../../src/main/core/counter/scanRule';

const NOW = Date.parse('2026-01-01T12:00:00Z');

const item = (over: Partial<OutboxItemView> = {}) =>
  checkInItem({ createdAt: new Date(NOW - 5_000).toISOString(), ...over });
const member = memberView;
const rules = (cooldownSeconds: number, earningMinutes = 0) => ({
  cooldownSeconds,
  earningMinutes,
});

describe('a scan', () => {
  it('adds a stamp by default', () => {
    expect(decideScan(member(), stampProgram, rules(30), NOW)).toEqual({ kind: 'increment' });
  });

  it('offers nothing for an archived pass, not even redeem on a full card', () => {
    const archived = member({ displayCount: 8, archivedAt: new Date(NOW).toISOString() });
    expect(decideScan(archived, stampProgram, rules(0), NOW)).toEqual({ kind: 'archived' });
    expect(decideScan(archived, stampProgram, rules(0), NOW, null, 'elsewhere')).toEqual({
      kind: 'archived',
    });
  });

  it('asks before stamping a pass scanned while another screen was shown', () => {
    expect(decideScan(member(), stampProgram, rules(0), NOW, null, 'elsewhere')).toEqual({
      kind: 'confirmAgain',
      secondsAgo: 0,
      reason: 'elsewhere',
    });
    // A full card is still the reward's to hand over, wherever it was scanned.
    expect(
      decideScan(member({ displayCount: 8 }), stampProgram, rules(0), NOW, null, 'elsewhere'),
    ).toEqual({ kind: 'full' });
  });

  it('offers redeem instead of +1 on a full card', () => {
    expect(decideScan(member({ displayCount: 8 }), stampProgram, rules(30), NOW)).toEqual({
      kind: 'full',
    });
  });

  it('asks before stamping the same member again within the cooldown', () => {
    const recent = member({ lastCheckIn: item() });
    expect(decideScan(recent, stampProgram, rules(30), NOW)).toEqual({
      kind: 'confirmAgain',
      secondsAgo: 5,
      reason: 'cooldown',
    });
    expect(decideScan(recent, stampProgram, rules(4), NOW)).toEqual({ kind: 'increment' });
    expect(decideScan(recent, stampProgram, rules(0), NOW)).toEqual({ kind: 'increment' });
  });

  it('does not count a refused check-in as a recent visit', () => {
    const refused = member({ lastCheckIn: item({ state: 'failed' }) });
    expect(decideScan(refused, stampProgram, rules(30), NOW)).toEqual({ kind: 'increment' });
  });

  it('asks before a stamp the earning rule does not allow yet, and says it is the rule', () => {
    const tenMinutesAgo = member({
      lastCheckIn: item({ createdAt: new Date(NOW - 10 * 60_000).toISOString() }),
    });
    expect(decideScan(tenMinutesAgo, stampProgram, rules(5, 30), NOW)).toEqual({
      kind: 'confirmAgain',
      secondsAgo: 600,
      reason: 'earningRule',
    });
    expect(decideScan(tenMinutesAgo, stampProgram, rules(5, 10), NOW)).toEqual({
      kind: 'increment',
    });
    expect(decideScan(tenMinutesAgo, stampProgram, rules(5, 0), NOW)).toEqual({
      kind: 'increment',
    });
  });

  it('lets a member earn again right after a redeem: the rule counts stamps only', () => {
    const redeemed = member({
      lastCheckIn: item({
        createdAt: new Date(NOW - 60_000).toISOString(),
        checkIn: { action: { kind: 'reset' }, notification: null },
      }),
    });
    expect(decideScan(redeemed, stampProgram, rules(5, 30), NOW)).toEqual({ kind: 'increment' });
  });

  it('asks when the camera reads again the pass it last read, with nobody else since', () => {
    const stampedAMinuteAgo = member({
      lastCheckIn: item({ createdAt: new Date(NOW - 60_000).toISOString() }),
    });
    const last = { customerId: stampedAMinuteAgo.customerId, at: NOW - 14_000 };
    expect(
      decideScan(stampedAMinuteAgo, stampProgram, rules(5), NOW, { source: 'camera', last }),
    ).toEqual({ kind: 'confirmAgain', secondsAgo: 60, reason: 'cameraRepeat' });
    // A cashier's scan with the scanner is meant; another member was read in between; or long ago.
    expect(
      decideScan(stampedAMinuteAgo, stampProgram, rules(5), NOW, { source: 'wedge', last }),
    ).toEqual({ kind: 'increment' });
    expect(
      decideScan(stampedAMinuteAgo, stampProgram, rules(5), NOW, {
        source: 'camera',
        last: { customerId: 'someone-else', at: NOW - 14_000 },
      }),
    ).toEqual({ kind: 'increment' });
    expect(
      decideScan(stampedAMinuteAgo, stampProgram, rules(5), NOW, {
        source: 'camera',
        last: { ...last, at: NOW - 10 * 60_000 },
      }),
    ).toEqual({ kind: 'increment' });
  });

  it('counts an undo as the member’s last action: the pass still in view after one is asked about', () => {
    // The stamp was undone before it was sent, so the member has no check-in left to count.
    const none = member({ lastCheckIn: null });
    const last = { customerId: none.customerId, at: NOW - 20_000 };
    const undoneAt = NOW - 3_000;
    expect(
      decideScan(none, stampProgram, rules(5), NOW, { source: 'camera', last, undoneAt }),
    ).toEqual({ kind: 'confirmAgain', secondsAgo: 3, reason: 'cooldown' });
    // Past the cooldown, the camera's repeat rule still asks; a cashier's scan is meant.
    expect(
      decideScan(none, stampProgram, rules(2), NOW, { source: 'camera', last, undoneAt }),
    ).toEqual({ kind: 'confirmAgain', secondsAgo: 3, reason: 'cameraRepeat' });
    expect(
      decideScan(none, stampProgram, rules(2), NOW, { source: 'wedge', last: null, undoneAt }),
    ).toEqual({ kind: 'increment' });
  });
});

describe('a scan in a store of many tills', () => {
  const elsewhere = (kind: 'stamp' | 'redeem' | 'set', secondsAgo: number) =>
    member({
      storeLast: {
        kind,
        stationId: 'till-2',
        stationName: 'Till 2',
        at: new Date(NOW - secondsAgo * 1000).toISOString(),
      },
    });

  it('holds the cooldown for a member stamped at another till moments ago', () => {
    expect(decideScan(elsewhere('stamp', 5), stampProgram, rules(30), NOW)).toEqual({
      kind: 'confirmAgain',
      secondsAgo: 5,
      reason: 'cooldown',
    });
    expect(decideScan(elsewhere('stamp', 40), stampProgram, rules(30), NOW)).toEqual({
      kind: 'increment',
    });
  });

  it('holds the earning rule for a stamp at another till, not for a redemption there', () => {
    expect(decideScan(elsewhere('stamp', 600), stampProgram, rules(0, 15), NOW)).toEqual({
      kind: 'confirmAgain',
      secondsAgo: 600,
      reason: 'earningRule',
    });
    // The latest visit in the store says: a redemption after this till's own stamp earns none.
    const stampedHereThenRedeemed = {
      ...elsewhere('redeem', 60),
      lastCheckIn: item({ createdAt: new Date(NOW - 300_000).toISOString() }),
    };
    expect(decideScan(stampedHereThenRedeemed, stampProgram, rules(0, 15), NOW)).toEqual({
      kind: 'increment',
    });
  });

  it('asks when this till’s camera reads a pass just stamped at another till', () => {
    const camera = { source: 'camera' as const, last: null };
    expect(decideScan(elsewhere('stamp', 20), stampProgram, rules(0), NOW, camera)).toEqual({
      kind: 'confirmAgain',
      secondsAgo: 20,
      reason: 'cameraRepeat',
    });
    const wedge = { source: 'wedge' as const, last: null };
    expect(decideScan(elsewhere('stamp', 20), stampProgram, rules(0), NOW, wedge)).toEqual({
      kind: 'increment',
    });
    expect(decideScan(elsewhere('set', 20), stampProgram, rules(0), NOW, camera)).toEqual({
      kind: 'increment',
    });
  });
});
