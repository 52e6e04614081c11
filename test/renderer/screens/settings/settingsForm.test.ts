import { inEnglish } from '../../../../src/shared/i18n/everyLanguage';
import { describe, expect, it } from 'vitest';
import type { SettingsView } from '@shared/ipc/views';
import { DEFAULT_FLAG_RULES } from '@shared/flags/flagRules';
import {
  settingsFormOf,
  settingsChangeOf,
  settingsFormSchema,
  settingsUpdateOf,
  tryBarcodeRule,
} from '../../../../src/renderer/screens/settings/settingsForm';

const view: SettingsView = {
  serviceUrl: 'http://127.0.0.1:4010',
  stationName: 'Front till',
  programId: null,
  barcodeRule: { mode: 'whole' },
  cooldownSeconds: 10,
  earningMinutes: 0,
  sounds: true,
  soundVolume: 70,
  phoneCountry: null,
  cameraId: null,
  trainingMode: true,
  notificationPresets: [],
  peerAddresses: [],
  language: 'en',
  displayLanguage: 'en',
  flagRules: DEFAULT_FLAG_RULES,
  openingHours: null,
  apiKey: { set: false, endsWith: null },
  keyStorage: { encrypted: false, note: '' },
  savedKeyFor: null,
  practisingOffline: false,
};

describe('settings form', () => {
  it('round-trips the settings and sends null for "none" choices', () => {
    const form = settingsFormOf(view);
    expect(settingsFormSchema.safeParse(form).success).toBe(true);
    expect(settingsUpdateOf(form)).toMatchObject({
      programId: null,
      cameraId: null,
      barcodeRule: { mode: 'whole' },
    });
  });

  it('places a bad pattern and a bad URL on their fields', () => {
    const result = settingsFormSchema.safeParse({
      ...settingsFormOf(view),
      serviceUrl: 'ftp://x',
      barcodeMode: 'pattern',
      barcodePattern: 'no group',
    });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(['serviceUrl', 'barcodePattern']),
    );
  });

  it('tries the barcode rule on a sample scan', () => {
    const rule = { barcodeMode: 'pattern' as const, barcodePattern: '^MEMBER:(?<id>\\w+)$' };
    const found = tryBarcodeRule(rule, 'MEMBER:abc123');
    expect(typeof found === 'string' ? found : inEnglish(found)).toBe('member id: abc123');
    expect(tryBarcodeRule(rule, 'other')).toMatch(/does not match/);
  });

  it('sends only the fields the person changed, never another till’s old values', () => {
    const form = { ...settingsFormOf(view), stationName: 'Back till', cooldownSeconds: 10 };
    expect(settingsChangeOf(form, { stationName: true })).toEqual({ stationName: 'Back till' });
    const rule = { ...form, barcodeMode: 'pattern' as const, barcodePattern: '^M:(?<id>\\w+)$' };
    expect(settingsChangeOf(rule, { barcodePattern: true })).toEqual({
      barcodeRule: { mode: 'pattern', pattern: '^M:(?<id>\\w+)$' },
    });
    expect(settingsChangeOf(form, { programId: true, cooldownSeconds: false })).toEqual({
      programId: null,
    });
  });
});
