// The renderer's build, shared by electron-vite and by the web host's standalone build
// (`vite build -c renderer.vite.config.ts`), so both ship the same files to out/renderer.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export const rendererConfig: UserConfig = {
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: './',
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'out/renderer'),
    emptyOutDir: true,
    // The import graph, read by bench/counter/bundle-size.ts to weigh what the counter loads first.
    manifest: true,
    rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') } },
  },
};

export default rendererConfig;
