// The web host: the built renderer and the IPC contract on 127.0.0.1, guarded by a per-run token,
// so the whole station runs in a browser for demos and end-to-end tests.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { BAD_PATH_ROUTE, refusedPathReason, rewriteRequestUrl } from '@shared/http/requestPath';
import type { HostedCore } from './hostedCore';
import { INTERNAL_PROBLEM, ipcRequestRefusal, refused, registerIpcRoutes } from './ipcRoutes';
import { rendererFiles } from './rendererFiles';
import { SECURITY_HEADERS, crossOriginRefusal, isApiPath, isLoopbackHost } from './security';
import { TOKEN_HEADER, newRunToken, tokenMatches } from './token';

export const DEFAULT_RENDERER_DIR = resolve(import.meta.dirname, '../../out/renderer');

export interface HostOptions {
  core: HostedCore;
  /** The built renderer (`electron-vite build`); defaults to `out/renderer`. */
  rendererDir?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Fastify's logger: off by default, since the CLI prints what a person needs. */
  logger?: boolean;
  /** Where faults in PassDesk itself go (the station's log); a request never sees them. */
  onInternalError?: (error: unknown, context: Record<string, unknown>) => void;
}

export interface Host {
  url: string;
  port: number;
  /** The run's token; tests use it to call the IPC routes directly. */
  token: string;
  close(): Promise<void>;
}

export async function startHost(options: HostOptions): Promise<Host> {
  const rendererDir = options.rendererDir ?? DEFAULT_RENDERER_DIR;
  if (!existsSync(resolve(rendererDir, 'index.html'))) {
    throw new Error(`No built renderer in ${rendererDir}: run "npm run build" first.`);
  }
  const token = newRunToken();
  const files = rendererFiles(rendererDir, token);
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 4 * 1024 * 1024,
    // The token guard, the routes and the file server all read the path decoded once, here.
    rewriteUrl: rewriteRequestUrl,
  });
  let port = 0;

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (!isLoopbackHost(request.headers.host, port)) {
      return reply.code(403).send({ error: 'This station answers only on its loopback address.' });
    }
    const foreign = crossOriginRefusal(request.headers, port);
    if (foreign) return reply.code(403).send({ error: foreign });
    const route = request.routeOptions.url;
    if (route === BAD_PATH_ROUTE) return;
    // Only the renderer's files are open; every other path, in any spelling, needs the token.
    const rendererFile =
      route === '/*' && !isApiPath(request.url) && ['GET', 'HEAD'].includes(request.method);
    if (!rendererFile && !tokenMatches(token, request.headers[TOKEN_HEADER])) {
      return reply.code(401).send({ error: 'Missing or wrong station token: reload the page.' });
    }
    const refusal = ipcRequestRefusal(request.method, request.url, request.headers);
    if (refusal) return reply.code(refusal.status).send(refused(refusal.message));
  });

  // A body that cannot be read (bad JSON, a prototype key, too large) is the caller's mistake.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send(refused(`The request cannot be read: ${error.message}`));
    }
    options.onInternalError?.(error, { url: request.url });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(INTERNAL_PROBLEM);
  });

  app.all(BAD_PATH_ROUTE, async (request, reply) =>
    reply.code(400).send({ error: refusedPathReason(request.raw) }),
  );
  registerIpcRoutes(app, options.core, options.onInternalError);

  app.get('/*', async (request, reply) => {
    const file = await files.get(request.url);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type(file.contentType)
      .header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-store')
      .send(file.body);
  });

  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    token,
    close: () =>
      (closing ??= (async () => {
        // Event streams stay open until the page goes; close them so the port frees at once.
        app.server.closeAllConnections();
        await app.close();
      })()),
  };
}
