// The core's one configuration: what createCore accepts, checked and completed with its defaults once.
/* eslint-disable i18n/person-facing-text -- the options are refused to the code that starts the
   core, in English, before any page or station language exists */
import type { StaffTimer } from './staff/session';
import { z } from 'zod';
import { describeIssues } from '@shared/ipc/dispatch';
import type { KeyVault } from './settings/keyVault';
import type { Flush } from './db/deferredSync';
import { DEFAULT_BACKOFF, type BackoffPolicy } from './sync/backoff';
import { linkOptions, secretSeal } from './store/link/options';

const isFunction = (value: unknown): boolean => typeof value === 'function';

const whole = (min: number, unit: string) => {
  const error = `give a whole number of ${unit}, at least ${min}`;
  return z.number({ error }).int({ error }).min(min, { error });
};

const keyVault = z.custom<KeyVault>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    ['load', 'save', 'clear', 'describe'].every((name) =>
      isFunction((value as Record<string, unknown>)[name]),
    ),
  { error: 'give a key vault with load, save, clear and describe' },
);

const backoff = z
  .object({ baseMs: whole(1, 'milliseconds'), maxMs: whole(1, 'milliseconds') })
  .refine((policy) => policy.maxMs >= policy.baseMs, {
    error: 'maxMs must be at least baseMs',
  }) satisfies z.ZodType<BackoffPolicy>;

const realClock = () => new Date();

export const coreOptions = z.object({
  /** SQLite files, backups and settings. */
  dataDir: z.string({ error: 'give the folder for the data' }).min(1, {
    error: 'give the folder for the data',
  }),
  keyVault,
  /** The embedded service started by the caller, used in training mode. */
  training: z
    .object({
      serviceUrl: z.url({
        error: 'give the training service address, such as http://127.0.0.1:4100',
      }),
      apiKey: z.string().min(1, { error: 'give the training service key' }),
    })
    .optional(),
  /** Passed to better-sqlite3 (the Electron shell uses an Electron build of the addon). */
  nativeBinding: z.string().min(1).optional(),
  /** Stands in for the transport in tests. */
  fetch: z.custom<typeof fetch>(isFunction, { error: 'give a fetch function' }).optional(),
  /** Flushes the database's WAL to disk (fdatasync); a test holds it to see what waits for it. */
  flushWal: z.custom<Flush>(isFunction, { error: 'give a flush function' }).optional(),
  now: z
    .custom<() => Date>(isFunction, { error: 'give a function returning the current Date' })
    .default(() => realClock),
  /** How often the line is probed while offline (at most); six times that while online. */
  probeIntervalMs: whole(1, 'milliseconds').default(15_000),
  /** Members synced in parallel. */
  concurrency: whole(1, 'requests').default(4),
  requestTimeoutMs: whole(1, 'milliseconds').default(10_000),
  backoff: backoff.default(() => ({ ...DEFAULT_BACKOFF })),
  /** Server errors in a row before an item is set aside as failed. */
  maxServerAttempts: whole(1, 'attempts').default(12),
  backupIntervalMs: whole(1, 'milliseconds').default(6 * 60 * 60_000),
  backupsKept: whole(1, 'backups').default(5),
  batchPollMs: whole(1, 'milliseconds').default(1000),
  /**
   * When the staff's idle time is looked at (real timers by default): a test drives it with the
   * same clock it gives `now`.
   */
  staffTimer: z
    .custom<StaffTimer>(
      (value) =>
        typeof value === 'object' && value !== null && isFunction((value as StaffTimer).set),
      { error: 'give a timer with set(ms, fire)' },
    )
    .optional(),
  /** Shown by app.info. */
  version: z.string().min(1, { error: 'give a version such as 1.2.3' }).default('0.1.0'),
  /** The store's time zone (IANA), for the insights' days and hours; the computer's by default. */
  timeZone: z
    .string()
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'give an IANA time zone such as Europe/Berlin' },
    )
    .default(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  /** The operating system's network state at start, when the shell knows it (see setNetworkHint). */
  networkHint: z.boolean().optional(),
  /**
   * Origins on this computer or the store's network that may serve images (a store's own image
   * server); the live service's origin always may. Public addresses need no listing.
   */
  imageOrigins: z
    .array(z.string())
    .readonly()
    .default(() => []),
  /**
   * Where no link runs (stations of one store kept in step in one process, as tests keep them):
   * whether that station of the store is in sight now. The link answers it otherwise.
   */
  storeInSight: z
    .custom<(stationId: string) => boolean>(isFunction, {
      error: 'give a function of a station id',
    })
    .optional(),
  /** The link to the store's other stations; absent, this station neither listens nor dials. */
  lan: linkOptions.optional(),
  /** Seals this station's private key for the store's network (the shell's safeStorage). */
  secretSeal: secretSeal.optional(),
});

/** What a caller of createCore gives; everything but the data folder and key vault has a default. */
export type CoreOptions = z.input<typeof coreOptions>;

/** The options with every default applied, frozen: read by the station, workspaces and handlers. */
export type CoreConfig = Readonly<z.output<typeof coreOptions>>;

/** Checks the options and applies the defaults, once; refuses bad values saying what to fix. */
export function coreConfig(options: CoreOptions): CoreConfig {
  const parsed = coreOptions.safeParse(options);
  if (!parsed.success) {
    throw new TypeError(`PassDesk's core options are not valid: ${describeIssues(parsed.error)}`);
  }
  const config = parsed.data;
  // The plain parts are frozen too; the key vault and functions are the caller's own objects.
  Object.freeze(config.backoff);
  Object.freeze(config.imageOrigins);
  if (config.training) Object.freeze(config.training);
  if (config.lan) Object.freeze(config.lan);
  return Object.freeze(config);
}
