// The counter's state: the member on screen, the last action (for undo and its sync outcome),
// the cooldown question and the push message chosen for the next action.
import { create } from 'zustand';
import type { CheckInAction, MemberView, OutboxItemView } from '@shared/ipc/views';
import type { ScanSource } from '../scanner/scanEvent';
import type { Asked, CounterState } from './counterState';
import { UNDO_SECONDS } from '@shared/counter/undoWindow';
import { api } from '../bridge/api';
import { feedbackFor, undoneFeedback } from '../ui/counterText';
import { askReasonOr, useReasonAsk } from './reasonAsk';
import { foundFeedback, namesNobody, scanFeedback } from './scanFeedback';
import { EarlyOutcomes } from './earlyOutcomes';
import { useUnknownCode } from './unknownCode';
import { useFeedback } from './feedback';
import { errorPhrase, words, type Words } from './counterPhrase';
import { useProgram } from './program';
import { useSyncStatus } from './syncStatus';
import { tookRedeemedElsewhere, useRedeemedElsewhere } from './redeemedElsewhere';
import { takeBadge } from './staff';

export type { NotificationPreset } from './counterState';

/** How long a check-in may take to sync before the cashier is told it is saved for later. */
const SYNC_WAIT_MS = 1500;

const showError = (error: unknown, title: Words = words('counter.error.notRecorded')) =>
  useFeedback.getState().show({ tone: 'error', title, detail: errorPhrase(error) });

export const useCounter = create<CounterState>((setState, get) => {
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  // Whether the short wait for the service is over for the last action.
  let waited = false;
  const early = new EarlyOutcomes();
  const set = (next: Partial<CounterState>) =>
    setState(next.member ? { ...next, member: early.newest(next.member) } : next);

  /** A view of the member on screen, also once a member enrolled here has the service's id. */
  const isShown = (view: MemberView): boolean => {
    const shown = get().member?.customerId;
    return shown !== undefined && (shown === view.customerId || shown === view.localId);
  };

  /**
   * The wait for the service is over: read the item's state once more (an event may have been
   * missed while the page's event stream was reconnecting), then say what it is.
   */
  const afterWait = async (itemId: string) => {
    const member = get().member;
    const fresh = member
      ? await api()
          .counter.member({ customerId: member.customerId })
          .catch(() => null)
      : null;
    const last = get().last;
    if (last?.item.id !== itemId) return;
    if (fresh?.lastCheckIn?.id === itemId) {
      set({ last: { ...last, item: fresh.lastCheckIn } });
      if (isShown(fresh)) set({ member: fresh });
    }
    waited = true;
    settle();
  };

  /** A check-in the core has stored: shown at once, its sync outcome followed from here. */
  const showStored = (stored: OutboxItemView, member: MemberView) => {
    clearTimeout(waitTimer);
    // Every event for an item comes after the answer's view of it was taken, so one heard
    // early is the newer state.
    const heard = early.take(stored.id);
    const item = heard?.item ?? stored;
    set({
      member: heard?.member ?? member,
      last: { item, undoUntil: Date.now() + UNDO_SECONDS * 1000 },
      notification: null,
    });
    waited = false;
    settle();
    if (item.state === 'pending' || item.state === 'sending') {
      waitTimer = setTimeout(() => void afterWait(item.id), SYNC_WAIT_MS);
    }
  };

  // Scans and actions run one at a time, in the order they came: a second customer's scan or a
  // key pressed while the last check-in is being stored waits its turn instead of being lost.
  let actions: Promise<void> = Promise.resolve();

  /** One call: the core resolves the code, decides and stores the +1; this shows its answer. */
  const runScan = async (text: string, source: ScanSource, from?: 'counter' | 'elsewhere') => {
    // The next customer's scan drops a question still open about the last one's change.
    useReasonAsk.getState().cancel();
    // A refusal answers the last action on the member then shown; the next scan starts afresh.
    useRedeemedElsewhere.getState().clear();
    set({ busy: true, confirm: null });
    try {
      const { decision, member, item, unverified } = await api().counter.scan({
        text,
        source,
        notification: get().notification,
        ...(from && { from }),
      });
      set({ unverified });
      useUnknownCode.getState().clear();
      if (item) return showStored(item, member);
      // Undo belongs to the member it acted on: another member on screen ends its offer.
      if (get().last?.item.customerId !== member.customerId) set({ last: null });
      set({ member });
      if (decision.kind === 'confirmAgain') {
        const { secondsAgo, reason } = decision;
        set({ confirm: { customerId: member.customerId, secondsAgo, reason } });
      }
      const said = scanFeedback(decision, member);
      if (said) useFeedback.getState().show(said);
    } catch (error) {
      // A code that names nobody leaves no other member on screen to stamp by mistake.
      if (namesNobody(error)) {
        set({ member: null, last: null, unverified: false });
        useUnknownCode.getState().unknown(text);
      }
      showError(error, words('counter.error.scanNotRecognised'));
    } finally {
      set({ busy: false });
    }
  };

  const runShow = async (customerId: string) => {
    useRedeemedElsewhere.getState().clear();
    set({ busy: true, confirm: null });
    try {
      const member = await api().counter.member({ customerId, show: true });
      if (get().last?.item.customerId !== customerId) set({ last: null });
      set({ member, unverified: false });
      useUnknownCode.getState().clear();
      useFeedback.getState().show(foundFeedback(member));
    } catch (error) {
      showError(error, words('counter.error.couldNotOpen'));
    } finally {
      set({ busy: false });
    }
  };

  const runRecord = async (action: CheckInAction, asked?: Asked) => {
    const member = get().member;
    // A reason answers the member it was asked for: another one on screen since gets nothing.
    if (!member || (asked && asked.customerId !== member.customerId)) return;
    set({ busy: true, confirm: null });
    clearTimeout(waitTimer);
    try {
      const { item, member: updated } = await api().counter.checkIn({
        customerId: member.customerId,
        action,
        notification: get().notification,
        ...(asked && { reason: asked.reason }),
        ...(asked?.override && { override: true }),
      });
      useRedeemedElsewhere.getState().clear();
      showStored(item, updated);
    } catch (error) {
      const override = asked?.override ? { override: true } : {};
      const retry = (reason: string) =>
        get().record(action, { reason, customerId: member.customerId, ...override });
      if (tookRedeemedElsewhere(error, member.customerId))
        showError(error, words('counter.error.notRedeemed'));
      else askReasonOr(error, retry, () => showError(error));
    } finally {
      set({ busy: false });
    }
  };

  // After its window an undo is still offered: the core then asks why (reasonAsk.ts).
  const runUndo = async (asked?: Asked) => {
    const last = get().last;
    if (!last || (asked && asked.itemId !== last.item.id)) return;
    set({ busy: true });
    clearTimeout(waitTimer);
    try {
      const { outcome, member } = await api().counter.undo({
        itemId: last.item.id,
        customerId: last.item.customerId ?? get().member?.customerId ?? '',
        ...(asked && { reason: asked.reason }),
      });
      set({ member, last: null });
      const program = useProgram.getState().program;
      useFeedback.getState().show(undoneFeedback(last.item, outcome, member, program));
    } catch (error) {
      const retry = (reason: string) => get().undo({ reason, itemId: last.item.id });
      askReasonOr(error, retry, () => showError(error, words('counter.error.couldNotUndo')));
    } finally {
      set({ busy: false });
    }
  };

  const settle = () => {
    const last = get().last;
    if (last) {
      const feedback = feedbackFor(
        last.item,
        useSyncStatus.getState().status,
        waited,
        useProgram.getState().program,
      );
      useFeedback.getState().show({ ...feedback, key: `${last.item.id}:${feedback.tone}` });
    }
  };

  return {
    member: null,
    unverified: false,
    last: null,
    confirm: null,
    notification: null,
    busy: false,

    scan: (text, source, from) =>
      takeBadge(text)
        ? Promise.resolve()
        : (actions = actions.then(() => runScan(text, source, from))),

    show: (customerId) => (actions = actions.then(() => runShow(customerId))),

    confirmAgain: async () => {
      if (!get().confirm) return;
      set({ confirm: null });
      await get().record({ kind: 'increment' });
    },

    cancelConfirm: () => {
      if (!get().confirm) return;
      set({ confirm: null });
      useFeedback.getState().show({
        tone: 'info',
        title: words('counter.cancelled.title'),
        detail: words('counter.cancelled.detail'),
      });
    },

    record: (action, asked) => (actions = actions.then(() => runRecord(action, asked))),

    undo: (asked) => (actions = actions.then(() => runUndo(asked))),

    chooseNotification: (notification) => set({ notification }),

    follow: () => {
      const stops = [
        api().on('queue.item', (item) => {
          const last = get().last;
          if (last?.item.id !== item.id) {
            if (item.kind === 'checkIn') early.keep(item);
            return;
          }
          set({ last: { ...last, item } });
          if (item.state !== 'pending' && item.state !== 'sending') clearTimeout(waitTimer);
          settle();
        }),
        api().on('member.changed', (member) => {
          early.keepMember(member);
          if (isShown(member)) set({ member });
        }),
        api().on('member.erased', ({ customerIds }) => {
          // Any id they went by here (a local one too): nothing of theirs stays on the counter.
          if (!customerIds.includes(get().member?.customerId ?? '')) return;
          set({ member: null, last: null, confirm: null, unverified: false });
          useFeedback.getState().clear();
        }),
        useSyncStatus.subscribe((state, before) => {
          if (state.status?.paused && !before.status?.paused) settle();
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
});
