// The conflicts between tills a manager decides on the Queue screen: two redemptions of one card
// taken on either side of a split network, read from the core and replaced by its decisions.
import { create } from 'zustand';
import type { ChannelRequest } from '@shared/ipc/contract';
import type { StoreConflict } from '@shared/ipc/storeContract';
import { api } from '../bridge/api';

interface StoreConflictsState {
  conflicts: StoreConflict[];
  loaded: boolean;
  /** Why the last reading failed: the error itself, said in the page's language where shown. */
  error: { cause: unknown } | null;
  load(): Promise<void>;
  /** Stores a manager's decision; throws the core's AppError (its message says what to fix). */
  resolve(request: ChannelRequest<'store.resolveConflict'>): Promise<StoreConflict>;
}

export const useStoreConflicts = create<StoreConflictsState>((set, get) => ({
  conflicts: [],
  loaded: false,
  error: null,
  load: async () => {
    try {
      set({ conflicts: await api().store.conflicts({}), loaded: true, error: null });
    } catch (error) {
      set({ error: { cause: error }, loaded: true });
    }
  },
  resolve: async (request) => {
    const resolved = await api().store.resolveConflict(request);
    set({ conflicts: get().conflicts.map((c) => (c.id === resolved.id ? resolved : c)) });
    return resolved;
  },
}));

/** The conflicts still waiting for a decision. */
export const openConflictsOf = (conflicts: readonly StoreConflict[]): StoreConflict[] =>
  conflicts.filter((conflict) => conflict.resolution === null);
