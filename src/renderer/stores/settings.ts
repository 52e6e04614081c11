// The station's settings, read once and kept current by the core's events.
import { create } from 'zustand';
import type { SettingsInput, SettingsView } from '@shared/ipc/views';
import { api } from '../bridge/api';

interface SettingsState {
  settings: SettingsView | null;
  follow(): () => void;
  /** Saves a change; throws the core's AppError (its message says what to fix). */
  update(change: Partial<SettingsInput>): Promise<SettingsView>;
}

export const useSettings = create<SettingsState>((set) => ({
  settings: null,
  follow: () => {
    const stop = api().on('settings.changed', (settings) => set({ settings }));
    api()
      .settings.get({})
      .then((settings) => set({ settings }))
      .catch(() => {});
    return stop;
  },
  update: async (change) => {
    const settings = await api().settings.update(change);
    set({ settings });
    return settings;
  },
}));
