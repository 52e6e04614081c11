// Builds the Fastify server: hooks in order (faults, then auth), error bodies, and every route.
import Fastify, { type FastifyInstance } from 'fastify';
import { BAD_PATH_ROUTE, refusedPathReason, rewriteRequestUrl } from '@shared/http/requestPath';
import { ERROR_CODES } from '@shared/api';
import type { ServiceContext } from './context';
import { authenticate } from './http/auth';
import { BODY_LIMIT_BYTES, installErrorHandling } from './http/errors';
import { accountRoutes } from './routes/account';
import { cardRoutes } from './routes/cards';
import { checkInRoutes } from './routes/checkIn';
import { groupRoutes } from './routes/groups';
import { loyaltyRoutes } from './routes/loyalty';
import { controlRoutes, imageRoutes } from './routes/public';
import { templateUpdateRoutes } from './routes/templateUpdate';
import { templateRoutes } from './routes/templates';

export interface AppOptions {
  logger: boolean;
  control: boolean;
}

export function buildApp(ctx: ServiceContext, options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
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
  app.addHook('onRequest', authenticate(ctx.store.accounts));
  app.addHook('onSend', ctx.faults.onSend);

  templateRoutes(app, ctx);
  templateUpdateRoutes(app, ctx);
  loyaltyRoutes(app, ctx);
  checkInRoutes(app, ctx);
  cardRoutes(app, ctx);
  groupRoutes(app, ctx);
  accountRoutes(app, ctx);
  imageRoutes(app, ctx);
  if (options.control) controlRoutes(app, ctx);
  return app;
}
