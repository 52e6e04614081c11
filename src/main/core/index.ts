// createCore: the Electron-free heart of PassDesk, for the desktop shell, the web host and tests.
import { mkdirSync } from 'node:fs';
import type { Handlers } from '@shared/ipc/dispatch';
import type { EventName } from '@shared/ipc/contract';
import type { CoreListener } from './events';
import { createHandlers } from './handlers';
import type { KeyStore } from './settings/keyStore';
import type { Flush } from './store/deferredSync';
import { attachStation, Station } from './station';
import type { BackoffPolicy } from './sync/backoff';

export type { KeyStore } from './settings/keyStore';
export { FileKeyStore, MemoryKeyStore, redactingKeyStore } from './settings/keyStore';

export interface CoreOptions {
  /** SQLite files, backups and settings. */
  dataDir: string;
  keyStore: KeyStore;
  /** The embedded service started by the caller, used in training mode. */
  training?: { serviceUrl: string; apiKey: string };
  /** Passed to better-sqlite3 (the Electron shell uses an Electron build of the addon). */
  nativeBinding?: string;
  fetch?: typeof fetch;
  /** Flushes the database's WAL to disk (fdatasync); a test holds it to see what waits for it. */
  flushWal?: Flush;
  now?: () => Date;
  /** How often the line is probed while offline (at most); six times that while online. */
  probeIntervalMs?: number;
  /** Members synced in parallel. */
  concurrency?: number;
  requestTimeoutMs?: number;
  backoff?: BackoffPolicy;
  /** Server errors in a row before an item is set aside as failed. */
  maxServerAttempts?: number;
  backupIntervalMs?: number;
  backupsKept?: number;
  batchPollMs?: number;
  version?: string;
  /** The operating system's network state at start, when the shell knows it (see setNetworkHint). */
  networkHint?: boolean;
  /**
   * Origins on this computer or the store's network that may serve images (a store's own image
   * server); the live service's origin always may. Public addresses need no listing.
   */
  imageOrigins?: readonly string[];
}

export interface Core {
  handlers: Handlers;
  events: { on<E extends EventName>(name: E, listener: CoreListener<E>): () => void };
  /** The operating system's online/offline events, as the shell sees them. */
  setNetworkHint(online: boolean): void;
  readonly stationId: string;
  /** Problems met at start (a damaged database restored, unreadable settings), to show once. */
  readonly notices: readonly string[];
  /** Takes a backup of the active database now (also done on a timer). */
  backupNow(): Promise<void>;
  /** Stops syncing, waits for requests in flight, and closes the database. */
  close(): Promise<void>;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const station = new Station({
    dataDir: options.dataDir,
    keyStore: options.keyStore,
    ...(options.training ? { training: options.training } : {}),
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.flushWal ? { flushWal: options.flushWal } : {}),
    now: options.now ?? (() => new Date()),
    probeIntervalMs: options.probeIntervalMs ?? 15_000,
    concurrency: options.concurrency ?? 4,
    requestTimeoutMs: options.requestTimeoutMs ?? 10_000,
    ...(options.backoff ? { backoff: options.backoff } : {}),
    ...(options.maxServerAttempts ? { maxServerAttempts: options.maxServerAttempts } : {}),
    backupIntervalMs: options.backupIntervalMs ?? 6 * 60 * 60_000,
    backupsKept: options.backupsKept ?? 5,
    batchPollMs: options.batchPollMs ?? 1000,
    ...(options.networkHint === undefined ? {} : { networkHint: options.networkHint }),
    ...(options.imageOrigins ? { imageOrigins: options.imageOrigins } : {}),
  });
  if (options.version) station.version = options.version;
  station.open();
  const core: Omit<Core, 'handlers'> = {
    events: { on: (name, listener) => station.events.on(name, listener) },
    setNetworkHint: (online) => station.setNetworkHint(online),
    stationId: station.stationId,
    notices: station.notices,
    backupNow: async () => (await station.workspace()).backupNow(),
    close: () => station.close(),
  };
  attachStation(core, station);
  return Object.assign(core, { handlers: createHandlers(core as Core) });
}

export { createHandlers };
