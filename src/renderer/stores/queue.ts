// The outbox items that need a person: failed and needs-review, kept current by the core's events.
import { create } from 'zustand';
import { messageOf } from '../bridge/reviveErrors';
import { CASHIER_KINDS, type OutboxItemView, type OutboxKind } from '@shared/ipc/views';
import { api } from '../bridge/api';

type ItemAction = 'retry' | 'discard' | 'correct';

interface QueueState {
  items: OutboxItemView[];
  loaded: boolean;
  error: string | null;
  /** Item ids with an action under way, so their buttons wait. */
  working: Record<string, boolean>;
  load(): Promise<void>;
  act(action: ItemAction, itemId: string): Promise<void>;
  follow(): () => void;
}

export const ATTENTION = ['failed', 'needsReview'] as const;

export const useQueue = create<QueueState>((set, get) => ({
  items: [],
  loaded: false,
  error: null,
  working: {},
  load: async () => {
    try {
      const { items } = await api().queue.list({
        states: [...ATTENTION],
        kinds: [...CASHIER_KINDS],
        limit: 500,
      });
      set({ items, loaded: true, error: null });
    } catch (error) {
      set({
        loaded: true,
        error: messageOf(error, 'Could not read the queue.'),
      });
    }
  },
  act: async (action, itemId) => {
    set((s) => ({ working: { ...s.working, [itemId]: true }, error: null }));
    try {
      const { item } = await api().queue[action]({ itemId });
      set((s) => ({ items: replaceOrDrop(s.items, item) }));
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
    return api().on('queue.item', (item) => set((s) => ({ items: replaceOrDrop(s.items, item) })));
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
  return [...others, item].sort((a, b) => a.seq - b.seq);
}
