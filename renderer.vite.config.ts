// The renderer's build, shared by electron-vite and by the web host's standalone build
// (`vite build -c renderer.vite.config.ts`), so both ship the same files to out/renderer.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { precompiledMessages, WITHOUT_MESSAGE_PARSER } from './tools/vite/precompiledMessages';

// zod's locales other than English stay chunks of their own: the page fetches only its language's.
const isZodLocale = (id: string) => /\/node_modules\/zod\/.*\/locales\/(?!en\.)/.test(id);
const isZodOrItsSetting = (id: string) =>
  (id.includes('/node_modules/zod/') && !isZodLocale(id)) ||
  id.endsWith('/src/renderer/zodWithoutEval.ts');

const WORDS_FILE = /\/src\/shared\/i18n\/messages\/([^/]+)\/([^/]+)\.json$/;

export const rendererConfig: UserConfig = {
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: './',
  resolve: {
    alias: [
      { find: '@shared', replacement: resolve(import.meta.dirname, 'src/shared') },
      WITHOUT_MESSAGE_PARSER,
    ],
  },
  plugins: [react(), precompiledMessages()],
  build: {
    outDir: resolve(import.meta.dirname, 'out/renderer'),
    emptyOutDir: true,
    // Said here, not left to each tool: electron-vite leaves the renderer unminified by default
    // (the Electron app's first paint then loads 1.7 times the JavaScript the web host's does).
    minify: true,
    // The import graph, read by bench/counter/bundle-size.ts to weigh what the counter loads first.
    manifest: true,
    rollupOptions: {
      input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') },
      output: {
        // Each catalogue area named by what it holds (words-counter-de-…): a page's network log and
        // bench/counter/bundle-size.ts tell the first paint's words from the rest.
        chunkFileNames: ({ facadeModuleId }) => {
          const words = WORDS_FILE.exec(facadeModuleId ?? '');
          return words
            ? `assets/words-${words[1]}-${words[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // zod and its eval-free setting in one chunk, the setting right after zod: split
          // otherwise, a chunk of schemas can load before the setting and zod probes for eval.
          groups: [
            { debugName: 'zod', name: (id: string) => (isZodOrItsSetting(id) ? 'zod' : null) },
          ],
        },
      },
    },
  },
};

export default rendererConfig;
