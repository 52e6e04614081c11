// createCore: the Electron-free heart of PassDesk, for the desktop shell, the web host and tests.
import { mkdirSync } from 'node:fs';
import type * as Y from 'yjs';
import type { Handlers } from '@shared/ipc/dispatch';
import type { EventName } from '@shared/ipc/contract';
import type { CoreListener } from './events';
import { createHandlers } from './handlers';
import { coreConfig, type CoreOptions } from './config';
import type { CoreContext } from './context';
import { Station } from './station';
import { discoverFor } from './store/link/linkDiscovery';
import { startUp, type StartUpOptions } from './startUp';
import { StoreLink } from './store/link/storeLink';

export type { CoreConfig, CoreOptions } from './config';
export type { StartUpOptions } from './startUp';
export type { KeyVault } from './settings/keyVault';
export { FileKeyVault, MemoryKeyVault, redactingKeyVault } from './settings/keyVault';

export interface Core {
  handlers: Handlers;
  events: { on<E extends EventName>(name: E, listener: CoreListener<E>): () => void };
  /** The operating system's online/offline events, as the shell sees them. */
  setNetworkHint(online: boolean): void;
  readonly stationId: string;
  /** Problems met at start (a damaged database restored, unreadable settings), to show once. */
  readonly notices: readonly string[];
  /**
   * The start-up configuration from whoever started the process (a command line), applied
   * before any page is served; the role guard guards pages, not the process's owner.
   */
  startUp(options: StartUpOptions): Promise<void>;
  /** Takes a backup of the active database now (also done on a timer). */
  backupNow(): Promise<void>;
  /**
   * The active workspace's shared state (store/sharedDoc.ts), which the link to the store's other
   * stations keeps in step; it changes when the workspace does.
   */
  sharedDoc(): Promise<Y.Doc>;
  /**
   * The link to the store's other stations, when started with `lan`: discovery reports the
   * stations it sees with found(); sweep() runs the heartbeat's check now (tests drive it with
   * their own clock); options are those it runs with, defaults filled in.
   */
  readonly lan: Pick<StoreLink, 'found' | 'sweep' | 'options'> | null;
  /** Stops syncing, waits for requests in flight, and closes the database. */
  close(): Promise<void>;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  const config = coreConfig(options);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const station = new Station(config);
  station.open();
  // The areas see the station only through this context, handed to them here.
  const context: CoreContext = station;
  let lan: StoreLink | null = null;
  try {
    lan = config.lan ? await StoreLink.start(station, config.lan, station.notices) : null;
  } catch (error) {
    await station.close();
    throw error;
  }
  station.linkTo(lan);
  const discovery = lan && config.lan ? discoverFor(context, lan, config.lan) : null;
  const { guarded, unguarded } = createHandlers(context, {
    control: station,
    config,
    staff: station.staff,
    link: lan,
    storeNews: station.storeNews,
    display: station.display,
    mode: () => station.mode,
    opened: () => station.workspaceParts(),
  });
  return {
    handlers: guarded,
    events: { on: (name, listener) => station.events.on(name, listener) },
    setNetworkHint: (online) => station.setNetworkHint(online),
    stationId: station.stationId,
    notices: station.notices,
    startUp: (options) => startUp(unguarded, options),
    backupNow: async () => (await station.workspace()).backupNow(),
    sharedDoc: async () => (await station.workspace()).shared.doc,
    lan,
    close: async () => {
      await discovery?.stop();
      await lan?.close();
      await station.close();
    },
  };
}
