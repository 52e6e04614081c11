// The station's settings as a person changes them and as main shows them, and the app's facts.
import { z } from 'zod';
import { languageSchema } from '../i18n/locales';
import { saidShape } from '../i18n/said';
import { customerIdRule } from '../scan/customerIdRule';
import { programId } from './ids';
import { MAX_PEER_ADDRESSES, peerAddress } from './storeContract';
import { flagRules, openingHours } from '../flags/flagRules';

/** A message sent with a check-in, kept as a preset the counter picks. */
export const notificationPreset = z.object({
  heading: z.string().max(200),
  body: z.string().max(1000),
});

/** How loud the counter's sounds are on a new station, out of 100. */
export const DEFAULT_SOUND_VOLUME = 70;

/** Settings a person can change; the API key is set through its own write-only call. */
export const settingsInput = z.object({
  serviceUrl: z.url({
    protocol: /^https?$/,
    error: 'main.schema.serviceUrlScheme',
  }),
  stationName: z.string().trim().min(1, 'main.schema.stationNeedsName').max(60),
  programId: programId.nullable(),
  barcodeRule: customerIdRule,
  cooldownSeconds: z.number().int().min(0).max(3600),
  /** The store's earning rule: at most one stamp per member in this many minutes (0: none). */
  earningMinutes: z
    .number()
    .int('main.schema.wholeMinutesOnly')
    .min(0, 'main.schema.earningZeroForNone')
    .max(1440, 'main.schema.earningAtMostADay'),
  sounds: z.boolean(),
  /** How loud the counter's sounds play, 0 to 100 (sounds off is `sounds`). */
  soundVolume: z
    .number({ error: 'main.schema.volumeAsNumber' })
    .int('main.schema.volumeWhole')
    .min(0, 'main.schema.volumeAtLeast')
    .max(100, 'main.schema.volumeAtMost'),
  /**
   * Phone numbers typed without + are this country's (ISO 3166 code); null: + always needed.
   * Only its shape here, so the renderer's bridge does not carry the numbering plans; the core
   * checks it is a country numbers can be read under (`settingsUpdate` in main/core/settings).
   */
  phoneCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, 'main.schema.countryCode')
    .nullable(),
  cameraId: z.string().max(512, 'main.schema.cameraIdTooLong').nullable(),
  trainingMode: z.boolean(),
  notificationPresets: z.array(notificationPreset).max(20),
  /**
   * Other stations of the store to reach by address, where the network blocks multicast
   * (also `--peer host:port` at start).
   */
  peerAddresses: z.array(peerAddress).max(MAX_PEER_ADDRESSES, 'main.schema.peerAddressesAtMost'),
  /** The language the station's screens speak to the staff. */
  language: languageSchema,
  /** The language the customer display speaks to the customer (a tourist town's may differ). */
  displayLanguage: languageSchema,
  /** The owner's rules for the activity to look at: each signal on or off, with its threshold. */
  flagRules,
  /** Monday to Sunday, for the stamps outside them; null: not set. */
  openingHours,
});
export type SettingsInput = z.infer<typeof settingsInput>;

export const settingsView = settingsInput.extend({
  apiKey: z.object({ set: z.boolean(), endsWith: z.string().nullable() }),
  /** How the key is kept at rest, said plainly (e.g. no keyring on this Linux desktop). */
  keyStorage: z.object({
    encrypted: z.boolean(),
    /** In English. */
    note: z.string(),
    /** The note's sentences, to say in the station's language. */
    said: z.array(saidShape).max(4).optional(),
  }),
  /**
   * The service a saved key belongs to when it is not the one named now: that key is not sent
   * here, and this service's key is asked for.
   */
  savedKeyFor: z.string().nullable(),
  /** Training's drill of an outage is on: the station cannot reach its service. */
  practisingOffline: z.boolean(),
});

export const appInfo = z.object({
  version: z.string(),
  stationId: z.string(),
  trainingMode: z.boolean(),
});
export type SettingsView = z.infer<typeof settingsView>;

/** "Does this key work?" answered: `message` in English, `said` in the reader's language. */
export const connectionCheck = z.object({
  ok: z.boolean(),
  message: z.string(),
  said: saidShape.optional(),
});
export type ConnectionCheck = z.infer<typeof connectionCheck>;
