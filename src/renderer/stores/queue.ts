// The outbox items that need a person: failed and needs-review, kept current by the core's events.
import { create } from 'zustand';
import { messageOf } from '../bridge/reviveErrors';
import { CASHIER_KINDS, type OutboxItemView, type OutboxKind } from '@shared/ipc/views';
import { api } from '../bridge/api';

type ItemAction = 'retry' | 'discard' | 'correct';

interface QueueState {
  items: OutboxItemView[];
  /** Waiting items held behind one of `items` (their `heldBy`), in station order. */
  held: OutboxItemView[];
  loaded: boolean;
  error: string | null;
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

export const useQueue = create<QueueState>((set, get) => ({
  items: [],
  held: [],
  loaded: false,
  error: null,
  working: {},
  confirmFirst: {},
  load: async () => {
    try {
      const kinds = [...CASHIER_KINDS];
      const [{ items }, { items: held }] = await Promise.all([
        api().queue.list({ states: [...ATTENTION], kinds, limit: 500 }),
        api().queue.list({ states: ['pending'], kinds, heldOnly: true, limit: 1000 }),
      ]);
      set({
        items: [...items].sort(bySeq),
        held: [...held].sort(bySeq),
        loaded: true,
        error: null,
      });
    } catch (error) {
      set({
        loaded: true,
        error: messageOf(error, 'Could not read the queue.'),
      });
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
      set({ error: messageOf(error, `Could not ${action} the item.`) });
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
    return api().on('queue.item', (item) =>
      set((s) => {
        const items = replaceOrDrop(s.items, item);
        // A holder that no longer needs attention holds nothing: its lane moves on.
        const held = keepHeld(s.held, item).filter(
          (h) => h.heldBy !== item.id || items.some((i) => i.id === item.id),
        );
        return { items, held };
      }),
    );
  },
}));

/**
 * Keeps an item of these kinds listed while it needs attention, in station order; drops it once
 * it does not.
 */
export function replaceOrDrop(
  items: OutboxItemView[],
  item: OutboxItemView,
  kinds: readonly OutboxKind[] = CASHIER_KINDS,
): OutboxItemView[] {
  const others = items.filter((i) => i.id !== item.id);
  if (!(ATTENTION as readonly string[]).includes(item.state) || !kinds.includes(item.kind)) {
    return others;
  }
  return [...others, item].sort(bySeq);
}

const bySeq = (a: OutboxItemView, b: OutboxItemView) => a.seq - b.seq;

/** Keeps a waiting item listed while it is held behind another; drops it once it is not. */
function keepHeld(held: OutboxItemView[], item: OutboxItemView): OutboxItemView[] {
  const others = held.filter((i) => i.id !== item.id);
  if (item.state !== 'pending' || !item.heldBy || !CASHIER_KINDS.includes(item.kind)) return others;
  return [...others, item].sort(bySeq);
}
