// This station's place in the store, as the core reports it: its peers in sight, whether it
// shares, and the conflicts waiting for a manager. Read at start, then kept by 'store.changed'
// (and read again when the page's link to the station comes back, since events were missed).
import { create } from 'zustand';
import type { StoreStatus } from '@shared/ipc/storeContract';
import { api } from '../bridge/api';
import { useStationLink } from '../bridge/stationLink';

interface StoreStatusState {
  status: StoreStatus | null;
  /** Starts following the core; returns the function that stops it. */
  follow(): () => void;
  /**
   * A change a screen made (join, forget, sharing): its answer becomes the status unless an
   * event heard while it was on its way is newer (the link back before the answer). Answers it.
   */
  apply(change: Promise<StoreStatus>): Promise<StoreStatus>;
}

/** Events heard so far: an answer asked for before the latest one is older than it. */
let heard = 0;

export const useStoreStatus = create<StoreStatusState>((set) => ({
  status: null,
  follow: () => {
    const read = () => {
      const before = heard;
      api()
        .store.status({})
        .then((status) => {
          if (heard === before) set({ status });
        })
        .catch(() => {});
    };
    const stops = [
      api().on('store.changed', (status) => {
        heard++;
        set({ status });
      }),
      useStationLink.subscribe((link, before) => {
        if (link.up && !before.up) read();
      }),
    ];
    read();
    return () => stops.forEach((stop) => stop());
  },
  apply: async (change) => {
    const before = heard;
    const status = await change;
    if (heard === before) set({ status });
    return status;
  },
}));
