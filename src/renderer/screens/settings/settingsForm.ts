// The settings form: its values, validation by the shared settings schema, and the update it sends.
import { issueSaid } from '@shared/i18n/issues';
import { sayIssue } from '../../i18n/sayIssue';
import { z } from 'zod';
import { settingsInput, type SettingsInput, type SettingsView } from '@shared/ipc/views';
import { said, type Said } from '@shared/i18n/said';
import {
  customerIdFromScan,
  customerIdRule,
  type CustomerIdRule,
} from '@shared/scan/customerIdRule';

export const settingsFormSchema = z
  .object({
    serviceUrl: z.string(),
    stationName: z.string(),
    programId: z.string(),
    barcodeMode: z.enum(['whole', 'pattern']),
    barcodePattern: z.string(),
    // Catalogue ids: the field's note says them in the reader's language.
    cooldownSeconds: z.number({ error: 'settings.form.enterSeconds' }),
    earningMinutes: z.number({ error: 'settings.form.enterMinutes' }),
    cameraId: z.string(),
    trainingMode: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const parsed = settingsUpdateSchema.safeParse(settingsUpdateOf(form));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const [head] = issue.path;
      const path = head === 'barcodeRule' ? ['barcodePattern'] : [head as string];
      ctx.addIssue({ code: 'custom', message: sayIssue(issue), path });
    }
  });
export type SettingsForm = z.infer<typeof settingsFormSchema>;

/**
 * Saved on their own, as they change: the presets, the phone country, the sounds and the two
 * languages; the peers' addresses belong to the store's section, the flag rules and opening
 * hours to the activity screen's.
 */
const settingsUpdateSchema = settingsInput.omit({
  language: true,
  displayLanguage: true,
  notificationPresets: true,
  peerAddresses: true,
  phoneCountry: true,
  sounds: true,
  soundVolume: true,
  flagRules: true,
  openingHours: true,
});
export type SettingsUpdate = Omit<
  SettingsInput,
  | 'notificationPresets'
  | 'phoneCountry'
  | 'sounds'
  | 'soundVolume'
  | 'peerAddresses'
  | 'language'
  | 'displayLanguage'
  | 'flagRules'
  | 'openingHours'
>;

export function settingsFormOf(view: SettingsView): SettingsForm {
  return {
    serviceUrl: view.serviceUrl,
    stationName: view.stationName,
    programId: view.programId ?? '',
    barcodeMode: view.barcodeRule.mode,
    barcodePattern: view.barcodeRule.mode === 'pattern' ? view.barcodeRule.pattern : '',
    cooldownSeconds: view.cooldownSeconds,
    earningMinutes: view.earningMinutes,
    cameraId: view.cameraId ?? '',
    trainingMode: view.trainingMode,
  };
}

export function barcodeRuleOf(
  form: Pick<SettingsForm, 'barcodeMode' | 'barcodePattern'>,
): CustomerIdRule {
  return form.barcodeMode === 'whole'
    ? { mode: 'whole' }
    : { mode: 'pattern', pattern: form.barcodePattern };
}

export function settingsUpdateOf(form: SettingsForm): SettingsUpdate {
  return {
    serviceUrl: form.serviceUrl.trim(),
    stationName: form.stationName,
    programId: form.programId === '' ? null : form.programId,
    barcodeRule: barcodeRuleOf(form),
    cooldownSeconds: form.cooldownSeconds,
    earningMinutes: form.earningMinutes,
    cameraId: form.cameraId === '' ? null : form.cameraId,
    trainingMode: form.trainingMode,
  };
}

/** The form's fields a person may have changed, as react-hook-form marks them. */
export type ChangedFields = Partial<Readonly<Record<keyof SettingsForm, boolean | undefined>>>;

/**
 * Only the settings the person changed: one another till changed meanwhile (the store's
 * cooldown, barcode rule, program…) is not written back with the value the form first showed.
 */
export function settingsChangeOf(
  form: SettingsForm,
  changed: ChangedFields,
): Partial<SettingsUpdate> {
  const whole = settingsUpdateOf(form);
  const touched = (name: keyof SettingsForm) => changed[name] === true;
  const kept = Object.entries(whole).filter(([name]) =>
    name === 'barcodeRule'
      ? touched('barcodeMode') || touched('barcodePattern')
      : touched(name as keyof SettingsForm),
  );
  return Object.fromEntries(kept) as Partial<SettingsUpdate>;
}

/**
 * What a sample scan gives under the rule being typed, for the live check beside the pattern:
 * the member id found, or why none is (the rule's own words, from the shared scan rules).
 */
export function tryBarcodeRule(
  form: Pick<SettingsForm, 'barcodeMode' | 'barcodePattern'>,
  sample: string,
): Said | string {
  const rule = customerIdRule.safeParse(barcodeRuleOf(form));
  const first = rule.success ? undefined : rule.error.issues[0];
  if (!rule.success)
    return first ? (issueSaid(first) ?? first.message) : said('settings.barcode.notValid');
  const result = customerIdFromScan(sample, rule.data);
  return result.ok ? said('settings.barcode.memberId', { id: result.customerId }) : result.reason;
}
