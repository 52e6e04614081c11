// The open flags' count the top bar shows, read again when the owner moves or decides.
import { create } from 'zustand';
import { api } from '../../bridge/api';

interface FlagCountState {
  open: number | null;
  /** Asks main again; a refusal (not the owner any more) shows nothing. */
  refresh(): Promise<void>;
}

export const useFlagCount = create<FlagCountState>((set) => ({
  open: null,
  refresh: async () => {
    try {
      set({ open: (await api().flags.count({})).open });
    } catch {
      set({ open: null });
    }
  },
}));
