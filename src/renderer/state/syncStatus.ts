// The station's sync state as the core reports it, kept current by its events (and read again
// when the page's link to the station comes back, since events sent meanwhile were missed).
import { create } from 'zustand';
import type { SyncStatus } from '@shared/ipc/views';
import { api } from '../bridge/api';
import { useStationLink } from '../bridge/stationLink';

interface SyncState {
  status: SyncStatus | null;
  /** Starts following the core; returns the function that stops it. */
  follow(): () => void;
}

export const useSyncStatus = create<SyncState>((set) => ({
  status: null,
  follow: () => {
    const read = () =>
      api()
        .sync.status({})
        .then((status) => set({ status }))
        .catch(() => {});
    const stops = [
      api().on('sync.status', (status) => set({ status })),
      useStationLink.subscribe((link, before) => {
        if (link.up && !before.up) void read();
      }),
    ];
    void read();
    return () => stops.forEach((stop) => stop());
  },
}));
