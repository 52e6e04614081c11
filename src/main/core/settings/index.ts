// The settings area: the station's settings, its API key and connection checks, and app.info.
import { invalidInput } from '@shared/ipc/invalid';
import type { AreaHandlers, CoreContext } from '../context';
import type { Mode } from '../mode';
import { keepProgramIcon } from '../images/programIcon';
import { checkConnection, checkNewKey } from './connectionCheck';
import { requireKeySafeUrl } from './serviceOrigin';
import { settingsUpdate } from './settings';
import type { SettingsControl } from './settingsControl';

/** What the settings area reads of the core's configuration (config.ts). */
export interface SettingsConfig {
  readonly requestTimeoutMs: number;
  readonly fetch?: typeof fetch | undefined;
  readonly version: string;
}

export function settingsHandlers(
  ctx: CoreContext,
  control: SettingsControl,
  config: SettingsConfig,
  /** The mode the station runs in now. */
  mode: () => Mode,
): AreaHandlers<'settings' | 'app'> {
  const timeouts = {
    timeoutMs: config.requestTimeoutMs,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  };
  return {
    'app.info': async () => ({
      version: config.version,
      stationId: ctx.stationId,
      trainingMode: mode() === 'training',
    }),

    'settings.get': async () => control.settingsView(),
    'settings.update': async (changes) => {
      const next = settingsUpdate.safeParse({ ...ctx.settings(), ...changes });
      if (!next.success) throw invalidInput(next.error);
      if (next.data.serviceUrl !== ctx.settings().serviceUrl)
        requireKeySafeUrl(next.data.serviceUrl);
      const view = await control.updateSettings(next.data, 'settings.update');
      const w = await ctx.workspace();
      keepProgramIcon(w.images, ctx.program(w));
      return view;
    },
    'settings.setApiKey': async ({ apiKey }) => {
      const settings = await control.setApiKey(apiKey);
      const check = await checkNewKey(control.liveTarget(apiKey), timeouts);
      return { settings, check };
    },
    'settings.clearApiKey': async () => control.setApiKey(null),
    'settings.testConnection': async () => checkConnection((await ctx.workspace()).api),
  };
}
