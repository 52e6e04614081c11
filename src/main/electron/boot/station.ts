// Opens the station behind the window: the key vault, the embedded training service (always
// there, so training mode can be switched on at any time) and the core.
import { join } from 'node:path';
import { app, safeStorage } from 'electron';
import type { Log } from '../../core/log/rotatingLog';
import { DEFAULT_LAN_PORT, type LanArgs } from '../../core/store/launchArgs';
import { SafeStorageKeyVault } from '../keyVault/safeStorageKeyVault';
import { safeStorageSeal } from '../keyVault/secretSeal';
import { redactingKeyVault } from '../../core/settings/keyVault';
import { requireNativeBinding } from '../lifecycle/nativeBinding';
import type { ShellCore, ShellDependencies, TrainingService } from './coreBoundary';

export interface OpenStation {
  core: ShellCore;
  training: TrainingService | null;
}

export async function openStation(
  deps: ShellDependencies,
  userData: string,
  log: Log,
  /** Local-network origins main may fetch images from (the shell settings' `imageOrigins`). */
  imageOrigins: readonly string[] = [],
  /** The link to the store's other stations, from the command line (`--peer`, `--lan-port`…). */
  lan: LanArgs = { peers: [], port: DEFAULT_LAN_PORT, discovery: true, peersOnly: false },
): Promise<OpenStation> {
  // First, before any database is opened: without it the start stops with what to run.
  const nativeBinding = requireNativeBinding(app.getAppPath(), app.isPackaged);
  const keyVault = redactingKeyVault(
    new SafeStorageKeyVault({
      safeStorage,
      platform: process.platform,
      filePath: join(userData, 'api-key.json'),
      log: (message) => log.warn(message),
    }),
    (secret) => log.redact(secret),
  );
  let training: TrainingService | null = null;
  try {
    training = await deps.startTrainingService({
      dbPath: join(userData, 'training-service.db'),
      nativeBinding,
    });
    log.redact(training.demoApiKey);
    log.info('training service ready', { url: training.url });
  } catch (error) {
    // The live service does not need it; training mode will say it cannot connect.
    log.error('the training service could not start', { error });
  }
  const hasKey = keyVault.load() !== null;
  const core = await deps.createCore({
    dataDir: join(userData, 'data'),
    keyVault,
    training: training ? { serviceUrl: training.url, apiKey: training.demoApiKey } : undefined,
    nativeBinding,
    imageOrigins,
    lan,
    secretSeal: safeStorageSeal(safeStorage, process.platform),
  });
  log.info(hasKey ? 'API key found' : 'training mode: no API key set, using the embedded service');
  return { core, training };
}
