// Builds the Fastify server: hooks in order (faults, then auth), error bodies, and every route.
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BAD_PATH_ROUTE, refusedPathReason, rewriteRequestUrl } from '@shared/http/requestPath';
import { ERROR_CODES } from '@shared/api';
import type { ServiceContext } from './context';
import { authenticate } from './http/auth';
import { BODY_LIMIT_BYTES, answerClientError, installErrorHandling } from './http/errors';
import { checkRequestParts } from './http/requestParts';
import { accountRoutes } from './routes/account';
import { cardPageRoutes } from './routes/cardPage';
import { cardRoutes } from './routes/cards';
import { checkInRoutes } from './routes/checkIn';
import { groupRoutes } from './routes/groups';
import { userRoutes } from './routes/users';
import { loyaltyRoutes } from './routes/loyalty';
import { controlRoutes, imageRoutes } from './routes/public';
import { templateUpdateRoutes } from './routes/templateUpdate';
import { templateRoutes } from './routes/templates';

const timeoutMs = z.number().int().min(1, 'a timeout is at least 1 ms').max(3_600_000);

/** How long a client may take; a slow sender would otherwise hold a connection for ever. */
export const requestTimeouts = z
  .object({
    /** The whole request, headers and body (Node answers 408 and closes). */
    requestMs: timeoutMs,
    /** The headers alone; at most `requestMs`. */
    headersMs: timeoutMs,
    /** A connection with nothing moving either way. */
    idleMs: timeoutMs,
  })
  .strict();
export type RequestTimeouts = z.infer<typeof requestTimeouts>;

export const DEFAULT_TIMEOUTS: RequestTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  idleMs: 120_000,
};

export interface AppOptions {
  logger: boolean;
  control: boolean;
  timeouts: RequestTimeouts;
}

export function buildApp(ctx: ServiceContext, options: AppOptions): FastifyInstance {
  const { requestMs, headersMs, idleMs } = options.timeouts;
  const app = Fastify({
    logger: options.logger,
    requestTimeout: requestMs,
    clientErrorHandler: answerClientError,
    connectionTimeout: idleMs,
    http: {
      headersTimeout: Math.min(headersMs, requestMs),
      // Node looks for overdue requests only this often (30 s unless told), so a short limit
      // needs frequent looks to be kept.
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(1000, Math.floor(Math.min(headersMs, requestMs) / 4)),
      ),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // An over-long id must reach the id check (a 400 with the spec's body), not the router's
    // 414; rewriteRequestUrl has already refused any path too long to be worth routing.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: Number.MAX_SAFE_INTEGER },
    // Fastify would answer 503 while closing; connections are closed with the server instead.
    forceCloseConnections: true,
    // Auth and routing both read the path decoded once, here.
    rewriteUrl: rewriteRequestUrl,
  });
  app.decorateRequest('account', null);
  installErrorHandling(app);
  app.all(BAD_PATH_ROUTE, async (request, reply) =>
    reply.code(400).send({
      success: false,
      error: refusedPathReason(request.raw),
      errorCode: ERROR_CODES.invalidRequest,
    }),
  );
  app.addHook('onRequest', ctx.faults.onRequest);
  app.addHook('onRequest', authenticate(ctx.tables.accounts));
  app.addHook('preValidation', checkRequestParts);
  app.addHook('onSend', ctx.faults.onSend);

  templateRoutes(app, ctx);
  templateUpdateRoutes(app, ctx);
  loyaltyRoutes(app, ctx);
  checkInRoutes(app, ctx);
  cardRoutes(app, ctx);
  groupRoutes(app, ctx);
  userRoutes(app, ctx);
  accountRoutes(app, ctx);
  imageRoutes(app, ctx);
  cardPageRoutes(app, ctx);
  if (options.control) controlRoutes(app, ctx);
  return app;
}
