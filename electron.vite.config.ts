import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './renderer.vite.config';

const alias = { '@shared': resolve(import.meta.dirname, 'src/shared') };

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/main/electron/index.ts') },
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      // A sandboxed preload can require only `electron`: everything else (zod) is bundled in.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        // A sandboxed preload cannot load ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig,
});
