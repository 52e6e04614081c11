// What the shell needs from the core and the embedded service, stated structurally so the shell
// depends on their shapes, not their insides.
import type { Handlers } from '@shared/ipc/dispatch';
import type { CoreOptions } from '../../core/config';
import type { CoreEvents } from '../ipc/registerIpc';

/** The options the shell gives createCore: a part of the core's one configuration. */
export type ShellCoreOptions = Pick<
  CoreOptions,
  'dataDir' | 'keyStore' | 'training' | 'nativeBinding' | 'imageOrigins'
>;

export type ShellKeyStore = CoreOptions['keyStore'];

export interface ShellCore {
  handlers: Handlers;
  events: CoreEvents;
  setNetworkHint(online: boolean): void;
  close(): Promise<void>;
}

export interface TrainingService {
  url: string;
  demoApiKey: string;
  close(): Promise<void>;
}

export interface ShellDependencies {
  createCore(options: ShellCoreOptions): Promise<ShellCore>;
  startTrainingService(options: {
    dbPath: string;
    nativeBinding?: string;
  }): Promise<TrainingService>;
}

/** Every key the store hands out or receives is also blanked out of the log. */
export function redactingKeyStore(
  store: ShellKeyStore,
  redact: (secret: string) => void,
): ShellKeyStore {
  return {
    load: () => {
      const key = store.load();
      if (key) redact(key);
      return key;
    },
    save: (apiKey) => {
      redact(apiKey);
      store.save(apiKey);
    },
    clear: () => store.clear(),
    describe: () => store.describe(),
  };
}
