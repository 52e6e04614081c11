// The station's sync state as the core reports it, kept current by its events.
import { create } from 'zustand';
import type { SyncStatus } from '@shared/ipc/views';
import { api } from '../bridge/api';

interface SyncState {
  status: SyncStatus | null;
  /** Starts following the core; returns the function that stops it. */
  follow(): () => void;
}

export const useSyncStatus = create<SyncState>((set) => ({
  status: null,
  follow: () => {
    const stop = api().on('sync.status', (status) => set({ status }));
    api()
      .sync.status({})
      .then((status) => set({ status }))
      .catch(() => {});
    return stop;
  },
}));
