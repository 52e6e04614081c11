// A redemption refused because another till already redeemed the card: the counter keeps the
// core's refusal, and a manager's override sends the redemption again with the reason given.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PassdeskApi } from '@shared/ipc/bridge';
import { AppError } from '@shared/ipc/errors';
import { checkInItem, memberView, stampProgram } from '../../fixtures/counter';
import { installApi } from '../../../src/renderer/bridge/api';
import { useCounter } from '../../../src/renderer/state/counter';
import { useFeedback } from '../../../src/renderer/state/feedback';
import { askedWords, useReasonAsk } from '../../../src/renderer/state/reasonAsk';
import { useRedeemedElsewhere } from '../../../src/renderer/state/redeemedElsewhere';
import { askWhyRedeemAgain } from '../../../src/renderer/state/redeemAgain';
import { useProgram } from '../../../src/renderer/state/program';
import { en } from '../counter/inEnglish';

vi.mock('../../../src/renderer/feedback/tones', () => ({ playTone: vi.fn() }));

const MESSAGE = 'Till 2 redeemed this card 1 min ago.';
const refusal = () =>
  new AppError('conflict', MESSAGE, {
    redeemedElsewhere: { stationName: 'Till 2', at: '2026-11-26T10:00:00.000Z' },
  });

const checkIn = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  checkIn.mockReset();
  installApi({
    counter: { checkIn },
    on: () => () => {},
  } as unknown as PassdeskApi);
  useProgram.setState({ program: stampProgram, loaded: true });
  useCounter.setState({
    member: memberView({ customerId: 'm1', knownCount: 8, displayCount: 8 }),
    last: null,
    confirm: null,
    busy: false,
  });
  useRedeemedElsewhere.getState().clear();
  useReasonAsk.getState().cancel();
  useFeedback.setState({ feedback: null });
});

afterEach(() => {
  vi.useRealTimers();
  installApi(null);
});

describe('a redemption another till already made', () => {
  it('keeps the core’s refusal for the member, and says it as the core does', async () => {
    checkIn.mockRejectedValueOnce(refusal());
    await useCounter.getState().record({ kind: 'reset' });
    expect(useRedeemedElsewhere.getState().refused).toEqual({
      customerId: 'm1',
      message: MESSAGE,
      stationName: 'Till 2',
      at: '2026-11-26T10:00:00.000Z',
    });
    expect(useFeedback.getState().feedback).toMatchObject({ tone: 'error', detail: MESSAGE });
    // Not taken for the core asking a reason: nothing is asked before a manager overrides.
    expect(useReasonAsk.getState().asking).toBeNull();
  });

  it('leaves the refusal behind at the next scan or member shown', async () => {
    const member = memberView({ customerId: 'm1', knownCount: 8, displayCount: 8 });
    installApi({
      counter: {
        checkIn,
        scan: async () => ({ decision: { kind: 'full' }, member, unverified: false }),
        member: async () => member,
      },
      on: () => () => {},
    } as unknown as PassdeskApi);
    for (const next of [
      () => useCounter.getState().scan('m1', 'manual'),
      () => useCounter.getState().show('m1'),
    ]) {
      checkIn.mockRejectedValueOnce(refusal());
      await useCounter.getState().record({ kind: 'reset' });
      expect(useRedeemedElsewhere.getState().refused?.customerId).toBe('m1');
      await next();
      expect(useRedeemedElsewhere.getState().refused).toBeNull();
    }
  });

  it('takes a conflict without the other till named as an ordinary error', async () => {
    checkIn.mockRejectedValueOnce(new AppError('conflict', 'Something else changed.'));
    await useCounter.getState().record({ kind: 'reset' });
    expect(useRedeemedElsewhere.getState().refused).toBeNull();
  });

  it('asks a manager why once, then redeems with the override and the reason', async () => {
    checkIn.mockRejectedValueOnce(refusal());
    await useCounter.getState().record({ kind: 'reset' });
    useRedeemedElsewhere.getState().startOverride();
    askWhyRedeemAgain();
    askWhyRedeemAgain();
    const asking = useReasonAsk.getState().asking;
    expect(asking?.case).toBe('redeemAgain');
    expect(asking?.id).toBeDefined();
    const stored = checkInItem({
      state: 'synced',
      checkIn: { action: { kind: 'reset' }, notification: null },
    });
    checkIn.mockResolvedValueOnce({
      item: stored,
      member: memberView({ customerId: 'm1', displayCount: 0 }),
    });
    await useReasonAsk.getState().give('Goodwill');
    expect(checkIn).toHaveBeenLastCalledWith(
      expect.objectContaining({
        customerId: 'm1',
        action: { kind: 'reset' },
        override: true,
        reason: 'Goodwill',
      }),
    );
    expect(checkIn).toHaveBeenCalledTimes(2);
    // Redeemed: the refusal is over.
    expect(useRedeemedElsewhere.getState().refused).toBeNull();
  });

  it('asks nothing when no override was started', () => {
    askWhyRedeemAgain();
    expect(useReasonAsk.getState().asking).toBeNull();
  });

  it('words the manager’s question for the override', () => {
    expect(en.t(askedWords('redeemAgain').question)).toBe('Why redeem this card again?');
    expect(en.t(askedWords('set').question)).toBe('Why set the count by hand?');
  });
});
