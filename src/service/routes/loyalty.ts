// Loyalty template creation (spec 4.5): the design, its counter, and one image per count.
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  ERROR_CODES,
  createLoyaltyTemplateRequest,
  initialCount,
  placeholdersUsed,
  type CreateLoyaltyTemplateResponse,
} from '@shared/api';
import type { ServiceContext } from '../context';
import { accountOf } from '../http/auth';
import { answerChange } from '../http/idempotency';
import { ServiceError, badRequest, parseOr400 } from '../http/serviceError';
import { applyTemplateData, checkAccessCode, pickTemplateData } from '../templates/design';
import { checkDesignSize, checkedCountImages, checkedPass } from '../templates/sizes';

export function loyaltyRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { tables } = ctx;

  app.post(
    API_PATHS.createLoyaltyTemplate,
    { preHandler: ctx.rateLimiter.preHandler },
    (request, reply) =>
      answerChange(tables, ctx.faults, request, reply, () => {
        const account = accountOf(request);
        const body = parseOr400(createLoyaltyTemplateRequest, request.body, 'loyalty template');
        const templateData = pickTemplateData(body);
        const design = {
          ...applyTemplateData({}, templateData),
          cardSubType: body.cardSubType,
          loyaltyProgressData: body.loyaltyProgressData,
        };
        const dynamicFields = body.dynamicFields ?? placeholdersUsed(templateData);
        checkAccessCode(design, dynamicFields);
        const existingGroup =
          body.groupId === undefined ? null : tables.templates.findGroup(account.id, body.groupId);
        if (body.groupId !== undefined && !existingGroup) {
          throw badRequest(`groupId ${body.groupId} is not one of this account's user groups`);
        }
        checkDesignSize(design);
        let images: string[];
        try {
          images = checkedCountImages(body.loyaltyProgressData);
        } catch (error) {
          if (error instanceof ServiceError) throw error;
          throw new ServiceError(
            500,
            ERROR_CODES.internal,
            `counter-image generation failed: ${(error as Error).message}`,
          );
        }
        const template = tables.templates.insert({
          accountId: account.id,
          name: body.name,
          description: body.description,
          dynamicFields,
          design,
        });
        tables.images.insertAll(template.id, images);
        if (existingGroup) {
          // The group's members now hold passes of this program, starting at its first count.
          tables.templates.attachGroup(existingGroup.id, template.id);
          tables.members.startCounts(
            existingGroup.id,
            initialCount(body.loyaltyProgressData),
            'all',
          );
          for (const member of tables.members.listGroup(existingGroup.id)) {
            tables.members.setPass(
              member.customerId,
              checkedPass(design, member),
              template.version,
            );
          }
        } else {
          tables.templates.insertGroup(account.id, template.id);
        }
        const answer: CreateLoyaltyTemplateResponse = {
          dynamicPassId: template.id,
          message: `Loyalty template created with ${images.length} count images`,
        };
        return { status: 201, body: answer };
      }),
  );
}
