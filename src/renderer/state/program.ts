// The loyalty program this station serves (a setting), read from the cached templates.
import { create } from 'zustand';
import type { ProgramView } from '@shared/ipc/views';
import { api } from '../bridge/api';

interface ProgramState {
  program: ProgramView | null;
  loaded: boolean;
  reload(): Promise<void>;
  follow(): () => void;
}

export const useProgram = create<ProgramState>((set, get) => ({
  program: null,
  loaded: false,
  reload: async () => {
    try {
      set({ program: await api().counter.program({}), loaded: true });
    } catch {
      set({ loaded: true });
    }
  },
  follow: () => {
    void get().reload();
    const reload = () => void get().reload();
    const stops = [api().on('templates.changed', reload), api().on('settings.changed', reload)];
    return () => stops.forEach((stop) => stop());
  },
}));
