// The desktop app's wiring: the real core and the embedded training service, handed to the shell.
import { createCore } from '../core';
import { startService } from '../../service';
import { boot } from './boot/boot';

/** `outDir`: the folder holding the built `main`, `preload` and `renderer` outputs. */
export function startDesktopApp(outDir: string): void {
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
    { outDir },
  );
}
