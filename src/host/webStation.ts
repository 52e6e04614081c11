// Wires a whole station for the browser: the embedded service in training mode (or a real
// service), the core over a data folder, its key file and log, and the web host in front of them.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createCore, FileKeyVault, redactingKeyVault, type Core } from '../main/core';
import { createRotatingLog, type Log } from '../main/core/log/rotatingLog';
import { startService, type RunningService } from '../service';
import { DEFAULT_LAN_PORT } from '../main/core/store/launchArgs';
import type { CliOptions } from './cliOptions';
import { startHost, type Host } from './server';

export interface WebStation {
  host: Host;
  /** The station's core (its link's options and status are read by tests and the command line). */
  core: Core;
  /** The embedded service's address in training mode. */
  trainingServiceUrl: string | null;
  /** The station's log (`logs/station.log` in the data folder), never holding the API key. */
  log: Log;
  close(): Promise<void>;
}

type LinkArgs = 'peers' | 'lanPort' | 'discovery' | 'peersOnly';
export type WebStationOptions = Omit<CliOptions, 'open' | 'help' | LinkArgs> &
  Partial<Pick<CliOptions, LinkArgs>> & {
    /** The built renderer; the host's default (`out/renderer`) when not given. */
    rendererDir?: string;
  };

/** The data folder's layout: the key beside the station's own folder, never inside a database. */
export const webStationPaths = (dataDir: string) => ({
  station: join(dataDir, 'station'),
  apiKey: join(dataDir, 'api-key'),
  logs: join(dataDir, 'logs'),
});

export async function startWebStation(options: WebStationOptions): Promise<WebStation> {
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const paths = webStationPaths(options.dataDir);
  const log = createRotatingLog({ dir: paths.logs, name: 'station', maxBytes: 1_000_000, keep: 5 });
  let service: RunningService | null = null;
  if (options.training) {
    service = await startService({
      dbPath: join(options.dataDir, 'training-service.db'),
      port: 0,
      demo: true,
    });
    log.redact(service.demoApiKey!);
  }
  try {
    const core = await createCore({
      dataDir: paths.station,
      keyVault: redactingKeyVault(new FileKeyVault(paths.apiKey), (key) => log.redact(key)),
      ...(service && { training: { serviceUrl: service.url, apiKey: service.demoApiKey! } }),
      // The store's other stations are found on the network, and dialled where it blocks that.
      // Training is for practice on this computer: it listens on loopback only.
      lan: {
        port: options.lanPort ?? DEFAULT_LAN_PORT,
        peers: options.peers ?? [],
        discovery: options.discovery ?? true,
        peersOnly: options.peersOnly ?? false,
        ...(options.training ? { host: '127.0.0.1' } : {}),
      },
    });
    // Given by whoever started the host, not by a page: applied whether or not a PIN is set.
    await core.startUp({
      chooseFirstProgram: service !== null,
      ...(options.serviceUrl ? { serviceUrl: options.serviceUrl } : {}),
    });
    const host = await startHost({
      core,
      port: options.port,
      ...(options.rendererDir ? { rendererDir: options.rendererDir } : {}),
      onInternalError: (error, context) => log.error('handler failed', { ...context, error }),
    }).catch(async (error: unknown) => {
      await core.close();
      throw error;
    });
    log.info('started', { url: host.url, training: options.training, peers: options.peers ?? [] });
    return {
      host,
      core,
      trainingServiceUrl: service?.url ?? null,
      log,
      close: async () => {
        await host.close();
        await core.close();
        await service?.close();
        log.info('stopped');
      },
    };
  } catch (error) {
    log.error('could not start', { error });
    await service?.close();
    throw error;
  }
}
