// Update of a dynamic or loyalty template (spec 4.4), and the batch status it points to.
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  ERROR_CODES,
  updateTemplateRequest,
  type BatchStatusResponse,
} from '@shared/api';
import type { ServiceContext } from '../context';
import { accountOf } from '../http/auth';
import { answerChange } from '../http/idempotency';
import { routePath } from '../http/routePath';
import { ServiceError, badRequest, parseOr400 } from '../http/serviceError';
import { updateTemplate } from '../templates/update';
import { templateOr404 } from './templates';

export function templateUpdateRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.put(API_PATHS.createTemplate, async () => {
    throw badRequest('dynamicpassId is missing from the path');
  });

  app.put<{ Params: { dynamicpassId: string } }>(
    routePath(API_PATHS.template, 'dynamicpassId'),
    (request, reply) =>
      answerChange(ctx.tables, ctx.faults, request, reply, () => {
        const account = accountOf(request);
        const template = templateOr404(ctx, account.id, request.params.dynamicpassId);
        const body = parseOr400(updateTemplateRequest, request.body ?? {}, 'template update');
        return { status: 200, body: updateTemplate(ctx, template, body) };
      }),
  );

  app.get<{ Params: { batchId: string } }>(
    routePath(API_PATHS.batchStatus, 'batchId'),
    async (request) => {
      const account = accountOf(request);
      const batch = ctx.tables.batches.find(account.id, request.params.batchId);
      if (!batch) {
        throw new ServiceError(
          404,
          ERROR_CODES.batchNotFound,
          `batch ${request.params.batchId} not found`,
        );
      }
      const status: BatchStatusResponse = {
        batchId: batch.batchId,
        status: batch.status,
        total: batch.total,
        processed: batch.processed,
        failed: batch.failed,
      };
      return status;
    },
  );
}
