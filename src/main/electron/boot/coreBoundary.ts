// What the shell needs from the core and the embedded service, stated structurally so the shell
// depends on their shapes, not their insides.
import type { Handlers } from '@shared/ipc/dispatch';
import type { CoreEvents } from '../ipc/registerIpc';
import type { KeyStoreDescription } from '../keyStore/safeStorageKeyStore';

export interface ShellKeyStore {
  load(): string | null;
  save(apiKey: string): void;
  clear(): void;
  describe(): KeyStoreDescription;
}

export interface ShellCoreOptions {
  dataDir: string;
  keyStore: ShellKeyStore;
  training?: { serviceUrl: string; apiKey: string };
  nativeBinding?: string;
  imageOrigins?: readonly string[];
}

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
