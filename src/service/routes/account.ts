// Account-wide reads: credits (spec 4.8) and the activity log (assumed shape, see README).
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type ActivityEntry, type CreditsResponse } from '@shared/api';
import type { ServiceContext } from '../context';
import { accountOf } from '../http/auth';
import { memberOr404 } from './checkIn';

export function accountRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { store } = ctx;

  app.get(API_PATHS.credits, async (request) => {
    const account = store.accounts.get(accountOf(request).id)!;
    const credits: CreditsResponse = store.accounts.credits(account);
    return credits;
  });

  app.get<{ Querystring: { customerId?: string } }>(
    API_PATHS.activityLog('').split('?')[0]!,
    async (request) => {
      const account = accountOf(request);
      const customerId = request.query.customerId?.trim() || null;
      if (customerId !== null) memberOr404(ctx, account.id, customerId);
      const log: ActivityEntry[] = store.members.activity(account.id, customerId);
      return log;
    },
  );
}
