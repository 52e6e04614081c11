// Loyalty check-in (spec 4.6): +1, set or reset a member's count, and log it.
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  ERROR_CODES,
  checkInRequest,
  initialCount,
  maxCount,
  type CheckInKind,
  type CheckInResponse,
} from '@shared/api';
import type { ServiceContext } from '../context';
import { accountOf } from '../http/auth';
import { answerChange } from '../http/idempotency';
import { routePath } from '../http/routePath';
import { ServiceError, parseOr400 } from '../http/serviceError';
import type { MemberRecord } from '../db/members';
import type { TemplateRecord } from '../db/templates';
import { isLoyalty } from '../templates/design';
import { checkedPass } from '../templates/sizes';

/** The member and the template their pass comes from, or 404 (another account's too). */
export function memberOr404(
  ctx: ServiceContext,
  accountId: string,
  customerId: string,
): { member: MemberRecord; template: TemplateRecord } {
  const member = ctx.tables.members.find(accountId, customerId);
  const group = member && ctx.tables.templates.findGroup(accountId, member.groupId);
  const template = group && ctx.tables.templates.find(accountId, group.dynamicPassId);
  if (!member || !template) {
    throw new ServiceError(404, ERROR_CODES.customerNotFound, `customer ${customerId} not found`);
  }
  return { member, template };
}

export function checkInRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { tables } = ctx;

  app.put<{ Params: { customerId: string } }>(
    routePath(API_PATHS.checkIn, 'customerId'),
    { preHandler: ctx.rateLimiter.preHandler },
    (request, reply) =>
      answerChange(tables, ctx.faults, request, reply, () => {
        const account = accountOf(request);
        const body = parseOr400(checkInRequest, request.body ?? {}, 'check-in');
        const { member, template } = memberOr404(ctx, account.id, request.params.customerId);
        const progress = template.design.loyaltyProgressData;
        if (!isLoyalty(template.design) || !progress || member.count === null) {
          throw new ServiceError(
            404,
            ERROR_CODES.noCounter,
            `customer ${member.customerId} has no loyalty counter: their pass is not a loyalty pass`,
          );
        }
        if (member.stateType === 'EXPIRED') {
          throw new ServiceError(
            404,
            ERROR_CODES.passNotFound,
            `the pass of customer ${member.customerId} is archived`,
          );
        }
        const max = maxCount(progress);
        const previousCount = member.count;
        let kind: CheckInKind;
        let updatedCount: number;
        if (body.resetVisits === true) {
          kind = 'reset';
          updatedCount = initialCount(progress);
        } else if (body.updatedCount !== undefined) {
          kind = 'set';
          updatedCount = body.updatedCount;
          if (updatedCount > max) {
            throw new ServiceError(
              400,
              ERROR_CODES.countOutOfRange,
              `updatedCount must be a whole number from 0 to ${max}`,
            );
          }
        } else {
          kind = 'increment';
          if (previousCount >= max) {
            throw new ServiceError(
              400,
              ERROR_CODES.cardFull,
              `the card is full (${previousCount} of ${max}): redeem the reward with a reset (resetVisits) before adding more`,
            );
          }
          updatedCount = previousCount + 1;
        }
        tables.members.setCount(member.customerId, updatedCount);
        tables.members.setPass(
          member.customerId,
          checkedPass(template.design, member),
          template.version,
        );
        tables.members.addActivity({
          accountId: account.id,
          customerId: member.customerId,
          kind,
          previousCount,
          updatedCount,
          notification: body.notificationData,
        });
        const answer: CheckInResponse = {
          message: body.notificationData
            ? 'Check-in recorded; notification sent'
            : 'Check-in recorded',
          previousCount,
          updatedCount,
        };
        return { status: 200, body: answer };
      }),
  );
}
