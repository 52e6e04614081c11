// Changing what the station runs with: its settings, its API key and training's offline practice.
// The station does it; only the settings' and training's handlers and the store's shared counter
// settings are handed it.
import type { SettingsInput, SettingsView } from '@shared/ipc/views';

export interface SettingsControl {
  settingsView(): SettingsView;
  /** Saves settings; a change of service, key or mode reopens the workspace it affects. */
  updateSettings(next: SettingsInput, journalAction: string): Promise<SettingsView>;
  setApiKey(apiKey: string | null): Promise<SettingsView>;
  /** Training's offline practice: the service refused while on; refused on a live station. */
  practiseOffline(on: boolean): Promise<SettingsView>;
  /** The live service and key, for a test call before anything is switched. */
  liveTarget(apiKey: string): { baseUrl: string; apiKey: string };
}
