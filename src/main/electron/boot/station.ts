// Opens the station behind the window: the key store, the embedded training service (always
// there, so training mode can be switched on at any time) and the core.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { app, safeStorage } from 'electron';
import type { Log } from '../../core/log/rotatingLog';
import { SafeStorageKeyStore } from '../keyStore/safeStorageKeyStore';
import { nativeBindingPath } from '../lifecycle/nativeBinding';
import { redactingKeyStore } from '../../core/settings/keyStore';
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
): Promise<OpenStation> {
  const keyStore = redactingKeyStore(
    new SafeStorageKeyStore({
      safeStorage,
      platform: process.platform,
      filePath: join(userData, 'api-key.json'),
      log: (message) => log.warn(message),
    }),
    (secret) => log.redact(secret),
  );
  const binding = nativeBindingPath(app.getAppPath());
  const nativeBinding = existsSync(binding) ? binding : undefined;
  if (!nativeBinding) {
    log.warn('no Electron build of better-sqlite3 found; run `npm start` to build it', { binding });
  }

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
  const hasKey = keyStore.load() !== null;
  const core = await deps.createCore({
    dataDir: join(userData, 'data'),
    keyStore,
    training: training ? { serviceUrl: training.url, apiKey: training.demoApiKey } : undefined,
    nativeBinding,
    imageOrigins,
  });
  log.info(hasKey ? 'API key found' : 'training mode: no API key set, using the embedded service');
  return { core, training };
}
