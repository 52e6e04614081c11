// The web host: the built renderer and the IPC contract on 127.0.0.1, opened through one-time
// launch links whose sessions (a cookie and the secret its page keeps) give each page its rights,
// so the whole station runs in a browser for demos and end-to-end tests.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BAD_PATH_ROUTE, refusedPathReason, rewriteRequestUrl } from '@shared/http/requestPath';
import type { Handlers } from '@shared/ipc/dispatch';
import type { HostedCore } from './hostedCore';
import { DISPLAY_EVENTS, isDisplayChannel } from '@shared/ipc/access';
import { INTERNAL_PROBLEM, ipcRequestRefusal, refused, registerIpcRoutes } from './ipcRoutes';
import { linkUsedPage, noLinkPage } from './launchPages';
import { browserWords } from './words';
import { rendererFiles } from './rendererFiles';
import { SECURITY_HEADERS, crossOriginRefusal, isApiPath, isLoopbackHost } from './security';
import {
  DEFAULT_CREDENTIAL_TIMES,
  heldCookie,
  holdsSession,
  LAUNCH_PARAM,
  PAGE_SECRET_HEADER,
  PAGE_SECRET_META,
  pageCredentials,
  requestSession,
  sessionCookie,
  type CredentialTimes,
  type OpenedSession,
  type PageRole,
} from './token';

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
  /** How long a launch code and an unused session last, and the clock they are read by. */
  credentialTimes?: Partial<CredentialTimes>;
}

export interface Host {
  /** The host's address; a browser opens it through `launchUrl`. */
  url: string;
  port: number;
  /** A fresh one-time link that opens a page of this role (the display's opens `#/display`). */
  launchUrl(role?: PageRole): string;
  /** Tells `listener` each time a launch link is used, so a fresh one can be offered instead. */
  onLinkUsed(listener: (role: PageRole) => void): () => void;
  close(): Promise<void>;
}

/** The launch code as the query gives it; anything else (a repeated or huge value) is no code. */
const launchQuery = z.object({ [LAUNCH_PARAM]: z.string().max(256).optional() });

const isPagePath = (url: string) => ['/', '/index.html'].includes(url.split('?')[0] ?? '');

/** The page's secret (base64url: nothing to escape) where its script reads it, once. */
const withPageSecret = (html: string, secret: string) =>
  html.replace('<head>', `<head>\n    <meta name="${PAGE_SECRET_META}" content="${secret}" />`);

const forbidden = (message: string) => ({
  ok: false as const,
  error: { kind: 'forbidden' as const, message },
});

export async function startHost(options: HostOptions): Promise<Host> {
  const rendererDir = options.rendererDir ?? DEFAULT_RENDERER_DIR;
  if (!existsSync(resolve(rendererDir, 'index.html'))) {
    throw new Error(`No built renderer in ${rendererDir}: run "npm run build" first.`);
  }
  const credentials = pageCredentials({ ...DEFAULT_CREDENTIAL_TIMES, ...options.credentialTimes });
  const files = rendererFiles(rendererDir);
  // Each API request's session, opened once by the guard below for the routes after it.
  const sessions = new WeakMap<FastifyRequest, OpenedSession>();
  const linkUsed = new Set<(role: PageRole) => void>();
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 4 * 1024 * 1024,
    // The token guard, the routes and the file server all read the path decoded once, here.
    rewriteUrl: rewriteRequestUrl,
  });
  let port = 0;
  const origin = () => `http://127.0.0.1:${port}/`;
  const launchUrl = (role: PageRole = 'station') =>
    `${origin()}?${LAUNCH_PARAM}=${credentials.mintCode(role)}${role === 'display' ? '#/display' : ''}`;
  // The core's own handler answers first, so its role guard judges this channel as every other;
  // only once it has served the call does the host put its link in place of the core's null.
  const coreDisplayLink = options.core.handlers['display.link'];
  const handlers: Handlers = {
    ...options.core.handlers,
    'display.link': async (request) => {
      await coreDisplayLink(request);
      return { url: launchUrl('display') };
    },
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (!isLoopbackHost(request.headers.host, port)) {
      // eslint-disable-next-line i18n/person-facing-text -- read by programs calling the station, not a person
      return reply.code(403).send({ error: 'This station answers only on its loopback address.' });
    }
    const foreign = crossOriginRefusal(request.headers, port);
    if (foreign) return reply.code(403).send({ error: foreign });
    const route = request.routeOptions.url;
    if (route === BAD_PATH_ROUTE) return;
    // The renderer's files are open (the page route checks its own link or cookie); every other
    // path, in any spelling, needs a page's session cookie.
    const rendererFile =
      route === '/*' && !isApiPath(request.url) && ['GET', 'HEAD'].includes(request.method);
    if (rendererFile) return;
    const session = requestSession(
      credentials,
      port,
      request.headers.cookie,
      request.headers[PAGE_SECRET_HEADER],
    );
    if (!session) {
      return (
        reply
          .code(401)
          // eslint-disable-next-line i18n/person-facing-text -- read by programs calling the station, not a person
          .send({ error: 'This page has no access to the station: open the newest PassDesk link.' })
      );
    }
    sessions.set(request, session);
    // The customer display reads what it shows and nothing else, deny by default.
    if (session.role === 'display') {
      const channel = (request.params as { channel?: string }).channel ?? '';
      const allowed =
        route === '/events' || (route === '/ipc/:channel' && isDisplayChannel(channel));
      if (!allowed) {
        const what = route === '/ipc/:channel' ? `"${channel.slice(0, 80)}"` : 'this';
        // eslint-disable-next-line i18n/person-facing-text -- read by programs calling the station, not a person
        return reply.code(403).send(forbidden(`The customer display may not call ${what}.`));
      }
    }
    const refusal = ipcRequestRefusal(request.method, request.url, request.headers);
    if (refusal) return reply.code(refusal.status).send(refused(refusal.message));
  });

  // A body that cannot be read (bad JSON, a prototype key, too large) is the caller's mistake.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // eslint-disable-next-line i18n/person-facing-text -- read by programs calling the station, not a person
      return reply.code(status).send(refused(`The request cannot be read: ${error.message}`));
    }
    options.onInternalError?.(error, { url: request.url });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(INTERNAL_PROBLEM);
  });

  app.all(BAD_PATH_ROUTE, async (request, reply) =>
    reply.code(400).send({ error: refusedPathReason(request.raw) }),
  );
  registerIpcRoutes(app, { handlers, events: options.core.events }, options.onInternalError, {
    heardBy: (r) => (sessions.get(r)?.role === 'display' ? DISPLAY_EVENTS : null),
    // A page whose event stream is open is in use, however long it goes without a call.
    streamOpened: (r) => sessions.get(r)?.streamOpened() ?? (() => {}),
  });

  app.get('/*', async (request, reply) => {
    if (isPagePath(request.url)) {
      const page = openPage(request);
      if (page.status === 'opened') {
        // The page itself, answered to the launch link alone: the secret it keeps in its tab
        // rides in this one answer, and the page takes the code out of its address.
        const index = await files.get('/');
        return reply
          .header('set-cookie', page.cookie)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(withPageSecret(String(index?.body ?? ''), page.pageSecret));
      }
      if (page.status === 'signedIn') {
        // Without the code, and with no fragment of its own, the browser keeps the link's
        // fragment (#/display) across the redirect.
        if (page.redirect) return reply.header('cache-control', 'no-store').redirect('/', 303);
      } else {
        return reply
          .code(page.status === 'linkUsed' ? 403 : 401)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('vary', 'accept-language')
          .send(
            (page.status === 'linkUsed' ? linkUsedPage : noLinkPage)(
              browserWords(request.headers['accept-language']),
            ),
          );
      }
    }
    const file = await files.get(request.url);
    if (!file) {
      const words = browserWords(request.headers['accept-language']);
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('content-language', words.intl.locale)
        .header('vary', 'accept-language')
        .send(words.t('pass.notFound'));
    }
    return reply
      .type(file.contentType)
      .header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-store')
      .send(file.body);
  });

  /** What the page's link or cookie opens: a session (new or held), or the page that says why not. */
  function openPage(
    request: FastifyRequest,
  ):
    | { status: 'opened'; cookie: string; pageSecret: string }
    | { status: 'signedIn'; redirect: boolean }
    | { status: 'linkUsed' | 'noLink' } {
    const query = launchQuery.safeParse(request.query);
    const code = query.success ? query.data[LAUNCH_PARAM] : '';
    const held = holdsSession(credentials, port, request.headers.cookie);
    if (code === undefined)
      return held ? { status: 'signedIn', redirect: false } : { status: 'noLink' };
    // Only a page's own GET spends a code: a HEAD (a link checker, a preview) must not use it up.
    if (request.method !== 'GET') {
      return held ? { status: 'signedIn', redirect: false } : { status: 'noLink' };
    }
    const spent = credentials.spend(code, (role) => heldCookie(port, request.headers.cookie, role));
    if (spent) {
      linkUsed.forEach((listener) => listener(spent.role));
      return {
        status: 'opened',
        cookie: sessionCookie(port, spent.role, spent.session),
        pageSecret: spent.pageSecret,
      };
    }
    return held ? { status: 'signedIn', redirect: true } : { status: 'linkUsed' };
  }

  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  let closing: Promise<void> | null = null;
  return {
    url: origin(),
    port,
    launchUrl,
    onLinkUsed: (listener) => {
      linkUsed.add(listener);
      return () => linkUsed.delete(listener);
    },
    close: () =>
      (closing ??= (async () => {
        // Event streams stay open until the page goes; close them so the port frees at once.
        app.server.closeAllConnections();
        await app.close();
      })()),
  };
}
