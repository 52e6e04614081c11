// Account-wide reads: credits (spec 4.8) and the activity log (assumed shape, see README).
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  accountActivityQuery,
  activityLogQuery,
  type AccountActivityPage,
  type ActivityEntry,
  type CreditsResponse,
} from '@shared/api';
import type { ServiceContext } from '../context';
import { accountOf } from '../http/auth';
import { parseOr400 } from '../http/serviceError';
import { memberOr404 } from './checkIn';

export function accountRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { tables } = ctx;

  app.get(API_PATHS.credits, async (request) => {
    const account = tables.accounts.get(accountOf(request).id)!;
    const credits: CreditsResponse = tables.accounts.credits(account);
    return credits;
  });

  app.get(API_PATHS.accountActivity, async (request): Promise<AccountActivityPage> => {
    const account = accountOf(request);
    const query = parseOr400(accountActivityQuery, request.query, 'query');
    return tables.members.activityPage(account.id, { ...query, limit: query.limit ?? 500 });
  });

  app.get(API_PATHS.activityLog('').split('?')[0]!, async (request) => {
    const account = accountOf(request);
    const query = parseOr400(activityLogQuery, request.query, 'query');
    const customerId = query.customerId || null;
    if (customerId !== null) memberOr404(ctx, account.id, customerId);
    const log: ActivityEntry[] = tables.members.activity(account.id, customerId);
    return log;
  });
}
