// The manager lock as the screens see it: whether a PIN is set and the manager's screens open.
import { create } from 'zustand';
import type { LockView } from '@shared/ipc/views';
import { api } from '../bridge/api';

interface LockState {
  view: LockView | null;
  follow(): () => void;
  /** Throws the core's AppError: a wrong PIN, or the wait after too many. */
  unlock(pin: string): Promise<void>;
  lock(): Promise<void>;
  setPin(pin: string | null): Promise<void>;
}

export const useLock = create<LockState>((set) => ({
  view: null,
  follow: () => {
    const stop = api().on('lock.changed', (view) => set({ view }));
    api()
      .lock.status({})
      .then((view) => set({ view }))
      .catch(() => {});
    return stop;
  },
  unlock: async (pin) => set({ view: await api().lock.unlock({ pin }) }),
  lock: async () => set({ view: await api().lock.lock({}) }),
  setPin: async (pin) => set({ view: await api().lock.setPin({ pin }) }),
}));

/** A manager's screen refused by main (the lock closed meanwhile): read the lock again. */
export const refreshLock = () =>
  api()
    .lock.status({})
    .then((view) => useLock.setState({ view }))
    .catch(() => {});
