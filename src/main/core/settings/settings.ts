// Station settings: a JSON file validated with zod on every load, written atomically.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_SOUND_VOLUME, settingsInput, type SettingsInput } from '@shared/ipc/views';
import { writePrivateFile } from './privateFile';

export const DEFAULT_SETTINGS: SettingsInput = {
  serviceUrl: 'http://127.0.0.1:4010',
  stationName: 'Counter 1',
  programId: null,
  barcodeRule: { mode: 'whole' },
  cooldownSeconds: 5,
  earningMinutes: 0,
  sounds: true,
  soundVolume: DEFAULT_SOUND_VOLUME,
  phoneCountry: null,
  cameraId: null,
  trainingMode: false,
  notificationPresets: [],
  peerAddresses: [],
  language: 'en',
  displayLanguage: 'en',
};

const stored = z.object({ stationId: z.string().min(1), settings: settingsInput });
type Stored = z.infer<typeof stored>;

export interface LoadedSettings {
  stationId: string;
  settings: SettingsInput;
  /** Set when the file on disk could not be used; it was kept beside under this name. */
  problem: string | null;
}

export class SettingsFile {
  constructor(private readonly path: string) {}

  load(): LoadedSettings {
    if (!existsSync(this.path)) {
      const fresh: Stored = { stationId: randomUUID(), settings: DEFAULT_SETTINGS };
      this.write(fresh);
      return { ...fresh, problem: null };
    }
    const text = readFileSync(this.path, 'utf8');
    let problem: string;
    try {
      const raw = JSON.parse(text) as unknown;
      // Fields added by later versions get their defaults; unknown old ones are dropped.
      const merged =
        raw && typeof raw === 'object'
          ? {
              ...(raw as object),
              settings: { ...DEFAULT_SETTINGS, ...((raw as { settings?: object }).settings ?? {}) },
            }
          : raw;
      const parsed = stored.safeParse(merged);
      if (parsed.success) return { ...parsed.data, problem: null };
      problem = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    } catch {
      problem = 'not valid JSON';
    }
    const aside = `${this.path}.unreadable-${Date.now()}`;
    renameSync(this.path, aside);
    const stationId = /"stationId"\s*:\s*"([^"]+)"/.exec(text)?.[1] ?? randomUUID();
    const fresh: Stored = { stationId, settings: DEFAULT_SETTINGS };
    this.write(fresh);
    return {
      ...fresh,
      problem: `The settings file could not be read (${problem}); defaults are in use and the old file was kept as ${aside}.`,
    };
  }

  save(stationId: string, settings: SettingsInput): void {
    this.write({ stationId, settings: settingsInput.parse(settings) });
  }

  private write(value: Stored): void {
    writePrivateFile(this.path, JSON.stringify(value, null, 2));
  }
}
