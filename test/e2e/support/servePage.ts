// Builds a test page with Vite (as the app's renderer is built: React, the @shared alias, the
// zxing-wasm file as a local asset) and serves it on loopback for Chromium.
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repo = resolve(import.meta.dirname, '../../..');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
};

export interface ServedPage {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * `root` holds an index.html. Each build gets its own folder under .tmp (nothing generated is
 * committed; parallel test workers never overwrite each other's files), removed on close.
 */
export async function buildAndServe(root: string, name: string): Promise<ServedPage> {
  await mkdir(join(repo, '.tmp', 'pages'), { recursive: true });
  const outDir = await mkdtemp(join(repo, '.tmp', 'pages', `${name}-`));
  await build({
    root,
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    resolve: { alias: { '@shared': join(repo, 'src/shared') } },
    build: { outDir, emptyOutDir: true },
  });
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(outDir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(outDir)) {
      response.writeHead(403).end();
      return;
    }
    stat(file).then(
      () => {
        response.writeHead(200, {
          'content-type': types[extname(file)] ?? 'application/octet-stream',
        });
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await closeServer(server);
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}
