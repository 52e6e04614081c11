// The counter's flow against an in-memory bridge: what a scan shows, the wait for the service,
// and the undo window. The core's scan rule has its own tests; here each test says what it decided.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PassdeskApi } from '@shared/ipc/bridge';
import type { EventName } from '@shared/ipc/contract';
import type { MemberView, OutboxItemView, ScanDecision } from '@shared/ipc/views';
import { checkInItem, memberView, stampProgram } from '../../fixtures/counter';
import { installApi } from '../../../src/renderer/bridge/api';
import { useCounter } from '../../../src/renderer/state/counter';
import { useFeedback } from '../../../src/renderer/state/feedback';
import { useReasonAsk } from '../../../src/renderer/state/reasonAsk';
import { AppError } from '@shared/ipc/errors';
import { playTone } from '../../../src/renderer/feedback/tones';
import { feedbackShown } from '../counter/inEnglish';

vi.mock('../../../src/renderer/feedback/tones', () => ({ playTone: vi.fn() }));
import { useProgram } from '../../../src/renderer/state/program';
import { useSettings } from '../../../src/renderer/state/settings';

const program = stampProgram;
const item = (state: OutboxItemView['state']) => checkInItem({ state });
const member = (count: number, lastCheckIn: OutboxItemView | null = null) =>
  memberView({ knownCount: count, displayCount: count, lastCheckIn });

let onScreen: MemberView;
const checkIn = vi.fn();
const undo = vi.fn();
const memberReads = vi.fn();
/** Runs while the scan's answer is on its way, e.g. to deliver an event ahead of it. */
let beforeAnswer: () => void;
let listeners: Map<EventName, (payload: unknown) => void>;

let decision: ScanDecision;

/** counter.scan in small: the code is the member's id, and a +1 is stored when decided. */
async function scan({ text, notification }: { text: string; notification?: unknown }) {
  const member = { ...onScreen, customerId: text };
  if (decision.kind !== 'increment') return { decision, member };
  const stored = await checkIn({ customerId: text, action: { kind: 'increment' }, notification });
  beforeAnswer();
  return { decision, ...stored };
}

beforeEach(() => {
  vi.useFakeTimers();
  checkIn.mockReset();
  undo.mockReset();
  memberReads.mockReset();
  beforeAnswer = () => {};
  decision = { kind: 'increment' };
  listeners = new Map();
  onScreen = member(3);
  installApi({
    counter: {
      scan,
      member: async ({ customerId }: { customerId: string }) => {
        memberReads(customerId);
        return { ...onScreen, customerId };
      },
      checkIn,
      undo,
    },
    on: (event: EventName, listener: (payload: unknown) => void) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
  } as unknown as PassdeskApi);
  useProgram.setState({ program, loaded: true });
  useSettings.setState({ settings: null });
  useCounter.setState({ member: null, last: null, confirm: null, notification: null, busy: false });
  useFeedback.setState({ feedback: null });
});

afterEach(() => {
  vi.useRealTimers();
  installApi(null);
});

describe('the counter', () => {
  it('asks before stamping a member checked in moments ago, and stamps on yes', async () => {
    onScreen = member(3, item('synced'));
    decision = { kind: 'confirmAgain', secondsAgo: 0, reason: 'cooldown' };
    checkIn.mockResolvedValue({ item: item('synced'), member: member(4) });
    await useCounter.getState().scan('m1', 'camera');
    expect(useCounter.getState().confirm).toMatchObject({ customerId: 'm1' });
    expect(checkIn).not.toHaveBeenCalled();
    await useCounter.getState().confirmAgain();
    expect(checkIn).toHaveBeenCalledWith(
      expect.objectContaining({ action: { kind: 'increment' } }),
    );
    expect(useCounter.getState().member?.displayCount).toBe(4);
  });

  it('answers every check-in of a run with its own sound and flash, equal results included', async () => {
    vi.mocked(playTone).mockClear();
    const seqBefore = useFeedback.getState().seq;
    for (let n = 1; n <= 5; n++) {
      const stored = checkInItem({ id: `i${n}`, state: 'synced' });
      checkIn.mockResolvedValueOnce({ item: stored, member: member(3 + n, stored) });
      await useCounter.getState().scan(`m${n}`, 'wedge');
    }
    expect(vi.mocked(playTone).mock.calls).toEqual(Array(5).fill(['accepted', 70]));
    expect(useFeedback.getState().seq - seqBefore).toBe(5);
  });

  it('sounds once for one check-in told synced twice (its event, then a re-read)', async () => {
    vi.mocked(playTone).mockClear();
    const stop = useCounter.getState().follow();
    checkIn.mockResolvedValue({ item: item('pending'), member: member(4) });
    await useCounter.getState().scan('m1', 'manual');
    listeners.get('queue.item')!(item('synced'));
    listeners.get('queue.item')!(item('synced'));
    expect(vi.mocked(playTone).mock.calls.filter(([sound]) => sound === 'accepted')).toHaveLength(
      1,
    );
    stop();
  });

  it('sounds "asks" for a repeat and a full card, "refused" for a refusal, each its own', async () => {
    vi.mocked(playTone).mockClear();
    onScreen = member(3, item('synced'));
    decision = { kind: 'confirmAgain', secondsAgo: 0, reason: 'cameraRepeat' };
    await useCounter.getState().scan('m1', 'camera');
    onScreen = member(8);
    decision = { kind: 'full' };
    await useCounter.getState().scan('m2', 'wedge');
    decision = { kind: 'increment' };
    checkIn.mockRejectedValueOnce(new Error('refused'));
    await useCounter.getState().scan('m3', 'wedge');
    expect(vi.mocked(playTone).mock.calls.map(([sound]) => sound)).toEqual([
      'asks',
      'asks',
      'refused',
    ]);
  });

  it('offers redeem on a full card instead of adding to it', async () => {
    onScreen = member(8);
    decision = { kind: 'full' };
    await useCounter.getState().scan('m1', 'wedge');
    expect(checkIn).not.toHaveBeenCalled();
    expect(feedbackShown()).toMatchObject({ tone: 'info', title: 'Card full' });
  });

  it('reads the outcome again when no event came during the wait', async () => {
    checkIn.mockResolvedValue({ item: item('pending'), member: member(4) });
    await useCounter.getState().scan('m1', 'manual');
    expect(useFeedback.getState().feedback?.tone).toBe('working');
    onScreen = member(4, item('synced'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(feedbackShown()).toMatchObject({ tone: 'synced', title: 'Synced' });
  });

  it('says "saved, will sync" when the service has not answered after the wait', async () => {
    checkIn.mockResolvedValue({ item: item('pending'), member: member(4) });
    await useCounter.getState().scan('m1', 'manual');
    onScreen = member(4, item('pending'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(feedbackShown()).toMatchObject({
      tone: 'saved',
      title: 'Saved, will sync',
    });
  });

  it('undoes within 10 seconds at once, and after them only with the reason the core asks', async () => {
    checkIn.mockResolvedValue({ item: item('synced'), member: member(4) });
    undo.mockResolvedValue({ outcome: 'corrected', member: member(3) });
    await useCounter.getState().scan('m1', 'manual');
    await vi.advanceTimersByTimeAsync(5_000);
    await useCounter.getState().undo();
    expect(undo).toHaveBeenCalledWith({ itemId: 'i1', customerId: item('synced').customerId });
    expect(useCounter.getState().member?.displayCount).toBe(3);
    expect(feedbackShown()?.title).toBe('Undone');

    undo.mockReset();
    await useCounter.getState().record({ kind: 'increment' });
    await vi.advanceTimersByTimeAsync(10_500);
    undo.mockRejectedValueOnce(
      new AppError('invalid', 'Why undo this after its window?', {
        reasonNeeded: true,
        case: 'lateUndo',
      }),
    );
    undo.mockResolvedValueOnce({ outcome: 'corrected', member: member(3) });
    await useCounter.getState().undo();
    expect(useReasonAsk.getState().asking?.case).toBe('lateUndo');
    expect(feedbackShown()?.title).not.toBe('Could not undo');
    await useReasonAsk.getState().give('Stamped twice');
    expect(undo).toHaveBeenLastCalledWith({
      itemId: 'i1',
      customerId: item('synced').customerId,
      reason: 'Stamped twice',
    });
    expect(useReasonAsk.getState().asking).toBeNull();
    expect(feedbackShown()?.title).toBe('Undone');
  });

  it('sends a set again with the reason given, and drops it when the cashier cancels', async () => {
    const needed = new AppError('invalid', 'Why set the count by hand?', {
      reasonNeeded: true,
      case: 'set',
    });
    checkIn.mockResolvedValue({ item: item('synced'), member: member(4) });
    await useCounter.getState().scan('m1', 'manual');
    checkIn.mockClear();
    checkIn.mockRejectedValueOnce(needed).mockRejectedValueOnce(needed);
    checkIn.mockResolvedValue({ item: item('synced'), member: member(7) });
    await useCounter.getState().record({ kind: 'set', count: 7 });
    expect(useReasonAsk.getState().asking?.case).toBe('set');
    useReasonAsk.getState().cancel();
    expect(checkIn).toHaveBeenCalledTimes(1);

    await useCounter.getState().record({ kind: 'set', count: 7 });
    await useReasonAsk.getState().give('Stamps from a paper card');
    expect(checkIn).toHaveBeenLastCalledWith(
      expect.objectContaining({
        action: { kind: 'set', count: 7 },
        reason: 'Stamps from a paper card',
      }),
    );
    expect(useCounter.getState().member?.displayCount).toBe(7);

    // A scan while the question is open moves on to the next customer and drops it.
    checkIn.mockRejectedValueOnce(needed);
    await useCounter.getState().record({ kind: 'set', count: 2 });
    expect(useReasonAsk.getState().asking?.case).toBe('set');
    await useCounter.getState().scan('m2', 'wedge');
    expect(useReasonAsk.getState().asking).toBeNull();
  });

  it('takes two scans in quick succession one after the other, losing neither', async () => {
    checkIn.mockResolvedValue({ item: item('synced'), member: member(4) });
    const first = useCounter.getState().scan('m1', 'wedge');
    const second = useCounter.getState().scan('m2', 'wedge');
    await Promise.all([first, second]);
    expect(checkIn.mock.calls.map(([request]) => request.customerId)).toEqual(['m1', 'm2']);
  });

  it('shows an outcome and count that arrived before the answer that stored them, with no re-read', async () => {
    const stop = useCounter.getState().follow();
    const storedView = memberView({ knownCount: 3, displayCount: 4, pendingCount: 1 });
    checkIn.mockResolvedValue({ item: item('pending'), member: storedView });
    beforeAnswer = () => {
      listeners.get('queue.item')!(item('synced'));
      listeners.get('member.changed')!(member(4, item('synced')));
    };
    await useCounter.getState().scan('m1', 'camera');
    expect(feedbackShown()).toMatchObject({ tone: 'synced', title: 'Synced' });
    expect(useCounter.getState().member).toMatchObject({ knownCount: 4, pendingCount: 0 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(memberReads).not.toHaveBeenCalled();
    expect(useFeedback.getState().feedback?.tone).toBe('synced');
    stop();
  });
});
