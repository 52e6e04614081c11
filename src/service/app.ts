// Builds the Fastify server: hooks in order (faults, then auth), error bodies, and every route.
import Fastify, { type FastifyInstance } from 'fastify';
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
  });
  app.decorateRequest('account', null);
  installErrorHandling(app);
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
