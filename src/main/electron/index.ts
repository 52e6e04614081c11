// The desktop app's entry: the real core and the embedded training service, handed to the shell.
import { fileURLToPath } from 'node:url';
import { createCore } from '../core';
import { startService } from '../../service';
import { boot } from './boot/boot';

boot(
  {
    createCore: (options) => createCore(options),
    startTrainingService: async ({ dbPath, nativeBinding }) => {
      const service = await startService({ dbPath, port: 0, demo: true, nativeBinding });
      if (!service.demoApiKey)
        throw new Error('the training service started without its demo account');
      return { url: service.url, demoApiKey: service.demoApiKey, close: () => service.close() };
    },
  },
  // The built main sits in out/main; the preload and renderer beside it.
  { outDir: fileURLToPath(new URL('..', import.meta.url)) },
);
