// The station's settings, read once and kept current by the core's events.
import { create } from 'zustand';
import type { SettingsInput, SettingsView } from '@shared/ipc/views';
import { api } from '../bridge/api';

export interface SettingsState {
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

const NO_PRESETS: SettingsView['notificationPresets'] = [];

/**
 * The push-message presets, or one shared empty list while settings load: a selector must return
 * the same value for the same state, or React re-renders without end.
 */
export const selectPresets = (state: SettingsState): SettingsView['notificationPresets'] =>
  state.settings?.notificationPresets ?? NO_PRESETS;
