// Dynamic pass templates: create, list and get (spec 4.1 to 4.3).
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  ERROR_CODES,
  createTemplateRequest,
  type CreateTemplateResponse,
  type TemplateListResponse,
} from '@shared/api';
import { baseUrlOf, type ServiceContext } from '../context';
import { accountOf } from '../http/auth';
import { answerChange } from '../http/idempotency';
import { routePath } from '../http/routePath';
import { ServiceError, badRequest, parseOr400 } from '../http/serviceError';
import type { TemplateRecord } from '../db/templates';
import { applyTemplateData, checkAccessCode } from '../templates/design';
import { presentTemplate } from '../templates/present';
import { checkDesignSize } from '../templates/sizes';

/**
 * 404 for a template that is missing or another account's (spec 4.3); a malformed id never gets
 * here (`checkRequestParts` answers 400).
 */
export function templateOr404(ctx: ServiceContext, accountId: string, id: string): TemplateRecord {
  const template = ctx.tables.templates.find(accountId, id);
  if (!template) {
    throw new ServiceError(404, ERROR_CODES.templateNotFound, `template ${id} not found`);
  }
  return template;
}

export function templateRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { tables } = ctx;

  app.post(API_PATHS.createTemplate, (request, reply) =>
    answerChange(tables, ctx.faults, request, reply, () => {
      const account = accountOf(request);
      const body = parseOr400(createTemplateRequest, request.body, 'template');
      const design = applyTemplateData({}, body.templateData);
      checkAccessCode(design, body.dynamicFields);
      checkDesignSize(design);
      const template = tables.templates.insert({
        accountId: account.id,
        name: body.name,
        description: body.description,
        dynamicFields: body.dynamicFields,
        design,
      });
      const group = tables.templates.insertGroup(account.id, template.id);
      const answer: CreateTemplateResponse = {
        dynamicPassId: template.id,
        groupId: group.id,
        message: 'Dynamic pass template created',
      };
      return { status: 201, body: answer };
    }),
  );

  app.get(API_PATHS.listTemplates, async (request) => {
    const account = accountOf(request);
    const base = baseUrlOf(request);
    const list: TemplateListResponse = tables.templates.list(account.id).map((template) => ({
      template: presentTemplate(template, tables.images.pathsOf(template.id), base),
      dynamicPassId: template.id,
    }));
    return list;
  });

  app.get(API_PATHS.createTemplate, async () => {
    throw badRequest('dynamicpassId is missing from the path');
  });

  app.get<{ Params: { dynamicpassId: string } }>(
    routePath(API_PATHS.template, 'dynamicpassId'),
    async (request) => {
      const account = accountOf(request);
      const template = templateOr404(ctx, account.id, request.params.dynamicpassId);
      return presentTemplate(template, tables.images.pathsOf(template.id), baseUrlOf(request));
    },
  );
}
