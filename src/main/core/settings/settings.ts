// Station settings: a JSON file validated with zod on every load, written atomically.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { z } from 'zod';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said, type Said } from '@shared/i18n/said';
import { describeIssues } from '@shared/ipc/invalid';
import { DEFAULT_SOUND_VOLUME, settingsInput, type SettingsInput } from '@shared/ipc/views';
import { writePrivateFile } from './privateFile';
import { systemLanguage } from '@shared/i18n/systemLanguage';
import { DEFAULT_FLAG_RULES } from '@shared/flags/flagRules';
import { phoneCountry } from '@shared/members/phone';

/** Settings as a change must leave them (here or from the store): a readable phone country. */
export const settingsUpdate = settingsInput.extend({ phoneCountry: phoneCountry.nullable() });

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
  flagRules: DEFAULT_FLAG_RULES,
  openingHours: null,
};

const stored = z.object({ stationId: z.string().min(1), settings: settingsInput });
type Stored = z.infer<typeof stored>;

export interface LoadedSettings {
  stationId: string;
  settings: SettingsInput;
  /** Set when the file on disk could not be used; it was kept beside under this name. English. */
  problem: string | null;
  /** The same problem as words the reader's language says. */
  problemSaid: Said | null;
}

export class SettingsFile {
  constructor(
    private readonly path: string,
    /** The computer's language, which a fresh station's screens and display start in. */
    private readonly firstLanguage: () => SettingsInput['language'] = () =>
      systemLanguage(process.env, Intl.DateTimeFormat().resolvedOptions().locale),
  ) {}

  load(): LoadedSettings {
    if (!existsSync(this.path)) {
      const language = this.firstLanguage();
      const settings = { ...DEFAULT_SETTINGS, language, displayLanguage: language };
      const fresh: Stored = { stationId: randomUUID(), settings };
      this.write(fresh);
      return { ...fresh, problem: null, problemSaid: null };
    }
    const text = readFileSync(this.path, 'utf8');
    let problem: string | null;
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
      if (parsed.success) return { ...parsed.data, problem: null, problemSaid: null };
      problem = describeIssues(parsed.error);
    } catch {
      problem = null;
    }
    const aside = `${this.path}.unreadable-${Date.now()}`;
    renameSync(this.path, aside);
    const stationId = /"stationId"\s*:\s*"([^"]+)"/.exec(text)?.[1] ?? randomUUID();
    const fresh: Stored = { stationId, settings: DEFAULT_SETTINGS };
    this.write(fresh);
    const words =
      problem === null
        ? said('main.settings.fileNotJson', { aside })
        : said('main.settings.fileUnreadable', { problem, aside });
    return { ...fresh, problem: inEnglish(words), problemSaid: words };
  }

  save(stationId: string, settings: SettingsInput): void {
    this.write({ stationId, settings: settingsInput.parse(settings) });
  }

  private write(value: Stored): void {
    writePrivateFile(this.path, JSON.stringify(value, null, 2));
  }
}
