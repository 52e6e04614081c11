// What the shell needs from the core and the embedded service, stated structurally so the shell
// depends on their shapes, not their insides.
import type { Handlers } from '@shared/ipc/dispatch';
import type { CoreOptions } from '../../core/config';
import type { CoreEvents } from '../ipc/registerIpc';

/** The options the shell gives createCore: a part of the core's one configuration. */
export type ShellCoreOptions = Pick<
  CoreOptions,
  'dataDir' | 'keyVault' | 'training' | 'nativeBinding' | 'imageOrigins' | 'lan' | 'secretSeal'
>;

export type ShellKeyVault = CoreOptions['keyVault'];

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
