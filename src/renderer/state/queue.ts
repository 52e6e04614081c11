// The outbox as the Queue screen shows it: what needs a person (failed, needs review) and what
// waits to sync, kept current by the core's events.
import { create } from 'zustand';
import type { MessageId } from '@shared/i18n/messageId';
import { CASHIER_KINDS, type OutboxItemView, type OutboxKind } from '@shared/ipc/views';
import { api } from '../bridge/api';

type ItemAction = 'retry' | 'discard' | 'correct';

/**
 * A failed call as the screen says it: the error itself (said in the page's language when shown,
 * so a change of language says it again) and what to say when the error has no words of its own.
 */
export interface QueueFailure {
  cause: unknown;
  fallbackId: MessageId;
}

const ACTION_FAILED: Readonly<Record<ItemAction, MessageId>> = {
  retry: 'insights.queue.retryFailed',
  discard: 'insights.queue.discardFailed',
  correct: 'insights.queue.correctFailed',
};

interface QueueState {
  items: OutboxItemView[];
  /** Waiting items held behind one of `items` (their `heldBy`), in station order. */
  held: OutboxItemView[];
  /** The oldest items waiting to sync (pending or sending), at most `WAITING_SHOWN`, oldest first. */
  waiting: OutboxItemView[];
  /** Members' names by customerId, as the station knows them. */
  names: Record<string, string>;
  loaded: boolean;
  error: QueueFailure | null;
  /** Item ids with an action under way, so their buttons wait. */
  working: Record<string, boolean>;
  /** What a discard would lose, said by the core before it discards: shown, then confirmed. */
  confirmFirst: Record<string, string>;
  load(): Promise<void>;
  act(
    action: ItemAction,
    itemId: string,
    options?: { withHeld?: boolean; confirm?: boolean },
  ): Promise<void>;
  follow(): () => void;
}

export const ATTENTION = ['failed', 'needsReview'] as const;
export const WAITING = ['pending', 'sending'] as const;
/** A backlog of thousands is read and kept in part: the oldest, which are sent first. */
export const WAITING_SHOWN = 1000;

/** Whether the last reading left waiting items out; then the list is read again as it runs low. */
let waitingCut = false;
let refilling = false;

export const useQueue = create<QueueState>((set, get) => ({
  items: [],
  held: [],
  waiting: [],
  names: {},
  loaded: false,
  error: null,
  working: {},
  confirmFirst: {},
  load: async () => {
    try {
      const kinds = [...CASHIER_KINDS];
      const [attention, { items: held }, waiting] = await Promise.all([
        api().queue.list({ states: [...ATTENTION], kinds, limit: 500 }),
        api().queue.list({ states: ['pending'], kinds, heldOnly: true, limit: 1000 }),
        api().queue.list({ states: [...WAITING], kinds, oldestFirst: true, limit: WAITING_SHOWN }),
      ]);
      waitingCut = waiting.items.length >= WAITING_SHOWN;
      set({
        items: [...attention.items].sort(bySeq),
        held: [...held].sort(bySeq),
        waiting: [...waiting.items].sort(bySeq),
        names: { ...attention.memberNames, ...waiting.memberNames },
        loaded: true,
        error: null,
      });
    } catch (error) {
      set({ loaded: true, error: { cause: error, fallbackId: 'insights.queue.readFailed' } });
    }
  },
  act: async (action, itemId, options = {}) => {
    set((s) => ({ working: { ...s.working, [itemId]: true }, error: null }));
    try {
      const answer: { item: OutboxItemView; confirmFirst?: string | undefined } =
        action === 'discard'
          ? await api().queue.discard({ itemId, ...options })
          : await api().queue[action]({ itemId });
      const warning = answer.confirmFirst;
      set((s) => ({
        items: replaceOrDrop(s.items, answer.item),
        confirmFirst: warning
          ? { ...s.confirmFirst, [itemId]: warning }
          : Object.fromEntries(Object.entries(s.confirmFirst).filter(([id]) => id !== itemId)),
      }));
    } catch (error) {
      set({ error: { cause: error, fallbackId: ACTION_FAILED[action] } });
    } finally {
      set((s) => {
        const working = { ...s.working };
        delete working[itemId];
        return { working };
      });
    }
  },
  follow: () => {
    void get().load();
    return api().on('queue.item', (item) => {
      set((s) => {
        const items = replaceOrDrop(s.items, item);
        // A holder that no longer needs attention holds nothing: its lane moves on.
        const held = keepHeld(s.held, item).filter(
          (h) => h.heldBy !== item.id || items.some((i) => i.id === item.id),
        );
        return { items, held, waiting: keepWaiting(s.waiting, item) };
      });
      // The items left out of a long backlog come into view as the ones before them go.
      if (waitingCut && !refilling && get().waiting.length < WAITING_SHOWN / 2) {
        refilling = true;
        void get()
          .load()
          .finally(() => (refilling = false));
      }
    });
  },
}));

/** Keeps an item listed while it is in one of `states` and of `kinds`, in station order. */
function keepIn(
  list: OutboxItemView[],
  item: OutboxItemView,
  states: readonly string[],
  kinds: readonly OutboxKind[],
): OutboxItemView[] {
  const others = list.filter((i) => i.id !== item.id);
  if (!states.includes(item.state) || !kinds.includes(item.kind)) return others;
  return [...others, item].sort(bySeq);
}

/**
 * Keeps an item of these kinds listed while it needs attention, in station order; drops it once
 * it does not.
 */
export function replaceOrDrop(
  items: OutboxItemView[],
  item: OutboxItemView,
  kinds: readonly OutboxKind[] = CASHIER_KINDS,
): OutboxItemView[] {
  return keepIn(items, item, ATTENTION, kinds);
}

const bySeq = (a: OutboxItemView, b: OutboxItemView) => a.seq - b.seq;

/**
 * Keeps an item in the waiting list while it waits to sync, in station order, dropping the
 * newest beyond `WAITING_SHOWN`: they are sent last, and are read once the list runs low.
 */
export function keepWaiting(waiting: OutboxItemView[], item: OutboxItemView): OutboxItemView[] {
  return keepIn(waiting, item, WAITING, CASHIER_KINDS).slice(0, WAITING_SHOWN);
}

/** Keeps a waiting item listed while it is held behind another; drops it once it is not. */
function keepHeld(held: OutboxItemView[], item: OutboxItemView): OutboxItemView[] {
  const others = held.filter((i) => i.id !== item.id);
  if (item.state !== 'pending' || !item.heldBy || !CASHIER_KINDS.includes(item.kind)) return others;
  return [...others, item].sort(bySeq);
}
