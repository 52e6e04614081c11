// The counter's state: the member on screen, the last action (for undo and its sync outcome),
// the cooldown question and the push message chosen for the next action.
import { create } from 'zustand';
import { messageOf } from '../bridge/reviveErrors';
import type { CheckInAction, MemberView, OutboxItemView } from '@shared/ipc/views';
import type { z } from 'zod';
import type { notificationPreset } from '@shared/ipc/views';
import { api } from '../bridge/api';
import {
  decideScan,
  describeAction,
  countLabel,
  feedbackFor,
} from '../screens/counter/counterRules';
import { useFeedback } from './feedback';
import { useProgram } from './program';
import { useSettings } from './settings';
import { useSyncStatus } from './syncStatus';

export type NotificationPreset = z.infer<typeof notificationPreset>;
export type ScanSource = 'camera' | 'wedge' | 'manual';

export const UNDO_SECONDS = 10;
/** How long a check-in may take to sync before the cashier is told it is saved for later. */
const SYNC_WAIT_MS = 1500;
const DEFAULT_COOLDOWN_SECONDS = 30;

interface LastAction {
  item: OutboxItemView;
  undoUntil: number;
}

interface CounterState {
  member: MemberView | null;
  last: LastAction | null;
  confirm: { customerId: string; secondsAgo: number } | null;
  notification: NotificationPreset | null;
  busy: boolean;
  scan(text: string, source: ScanSource): Promise<void>;
  confirmAgain(): Promise<void>;
  cancelConfirm(): void;
  record(action: CheckInAction): Promise<void>;
  undo(): Promise<void>;
  chooseNotification(preset: NotificationPreset | null): void;
  follow(): () => void;
}

const showError = (error: unknown, title = 'Not recorded') =>
  useFeedback.getState().show({
    tone: 'error',
    title,
    detail: messageOf(error, 'Something went wrong; try again.'),
  });

export const useCounter = create<CounterState>((set, get) => {
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  // Whether the short wait for the service is over for the last action.
  let waited = false;

  /**
   * The wait for the service is over: read the item's state once more (an event may have been
   * missed while the page's event stream was connecting), then say what it is.
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
      if (get().member?.customerId === fresh.customerId) set({ member: fresh });
    }
    waited = true;
    settle();
  };

  // Scans and actions run one at a time, in the order they came: a second customer's scan or a
  // key pressed while the last check-in is being stored waits its turn instead of being lost.
  let actions: Promise<void> = Promise.resolve();

  const runScan = async (text: string, source: ScanSource) => {
    set({ busy: true, confirm: null });
    try {
      const { customerId } = await api().counter.resolveScan({ text, source });
      const member = await api().counter.member({ customerId });
      set({ member });
      const cooldown = useSettings.getState().settings?.cooldownSeconds ?? DEFAULT_COOLDOWN_SECONDS;
      const program = useProgram.getState().program;
      const decision = decideScan(member, program, cooldown, Date.now());
      if (decision.kind === 'confirmAgain') {
        set({ confirm: { customerId, secondsAgo: decision.secondsAgo } });
        useFeedback.getState().show({
          tone: 'info',
          title: 'Scanned again',
          detail: `This member was checked in ${decision.secondsAgo} s ago. Add another stamp?`,
        });
      } else if (decision.kind === 'full') {
        useFeedback.getState().show({
          tone: 'info',
          title: 'Card full',
          detail: `${countLabel(program, member.displayCount)}: hand over the reward and redeem.`,
        });
      } else {
        await runRecord({ kind: 'increment' });
      }
    } catch (error) {
      showError(error, 'Scan not recognised');
    } finally {
      set({ busy: false });
    }
  };

  const runRecord = async (action: CheckInAction) => {
    const member = get().member;
    if (!member) return;
    set({ busy: true, confirm: null });
    clearTimeout(waitTimer);
    try {
      const { item, member: updated } = await api().counter.checkIn({
        customerId: member.customerId,
        action,
        notification: get().notification,
      });
      set({
        member: updated,
        last: { item, undoUntil: Date.now() + UNDO_SECONDS * 1000 },
        notification: null,
      });
      waited = false;
      settle();
      if (item.state === 'pending' || item.state === 'sending') {
        waitTimer = setTimeout(() => void afterWait(item.id), SYNC_WAIT_MS);
      }
    } catch (error) {
      showError(error);
    } finally {
      set({ busy: false });
    }
  };

  const runUndo = async () => {
    const last = get().last;
    if (!last || Date.now() > last.undoUntil) return;
    set({ busy: true });
    clearTimeout(waitTimer);
    try {
      const { outcome, member } = await api().counter.undo({ itemId: last.item.id });
      set({ member, last: null });
      const what = last.item.checkIn ? describeAction(last.item.checkIn.action) : last.item.summary;
      useFeedback.getState().show({
        tone: 'info',
        title: 'Undone',
        detail:
          outcome === 'discarded'
            ? `${what} was removed before it was sent.`
            : `${what} was already sent; a correction is on its way.`,
      });
    } catch (error) {
      showError(error, 'Could not undo');
    } finally {
      set({ busy: false });
    }
  };

  const settle = () => {
    const last = get().last;
    if (last)
      useFeedback.getState().show(feedbackFor(last.item, useSyncStatus.getState().status, waited));
  };

  return {
    member: null,
    last: null,
    confirm: null,
    notification: null,
    busy: false,

    scan: (text, source) => (actions = actions.then(() => runScan(text, source))),

    confirmAgain: async () => {
      if (!get().confirm) return;
      set({ confirm: null });
      await get().record({ kind: 'increment' });
    },

    cancelConfirm: () => {
      if (!get().confirm) return;
      set({ confirm: null });
      useFeedback
        .getState()
        .show({ tone: 'info', title: 'No stamp added', detail: 'Scan cancelled.' });
    },

    record: (action) => (actions = actions.then(() => runRecord(action))),

    undo: () => (actions = actions.then(runUndo)),

    chooseNotification: (notification) => set({ notification }),

    follow: () => {
      const stops = [
        api().on('queue.item', (item) => {
          const last = get().last;
          if (last?.item.id !== item.id) return;
          set({ last: { ...last, item } });
          if (item.state !== 'pending' && item.state !== 'sending') clearTimeout(waitTimer);
          settle();
        }),
        api().on('member.changed', (member) => {
          if (get().member?.customerId === member.customerId) set({ member });
        }),
        useSyncStatus.subscribe((state, before) => {
          if (state.status?.paused && !before.status?.paused) settle();
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
});
