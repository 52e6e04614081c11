// One member of a group: Update User and Delete User (assumed shapes, see README).
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  ERROR_CODES,
  updateUserRequest,
  type AddUserResponse,
  type DeleteUserResponse,
} from '@shared/api';
import type { ServiceContext } from '../context';
import { accountOf } from '../http/auth';
import { answerChange } from '../http/idempotency';
import { routePath } from '../http/routePath';
import { ServiceError, parseOr400 } from '../http/serviceError';
import type { MemberRecord } from '../db/members';
import { checkedPass } from '../templates/sizes';
import { checkAccessCode, groupOr404 } from './groups';

const USER_PATH = routePath(API_PATHS.user, 'groupId', 'customerId');

type UserParams = { Params: { groupId: string; customerId: string } };

/** The member when they are in the group (and so the account): anyone else is 404 alike. */
function memberOr404(ctx: ServiceContext, accountId: string, groupId: string, customerId: string) {
  const found = groupOr404(ctx, accountId, groupId);
  const member = ctx.tables.members.find(accountId, customerId);
  if (!member || member.groupId !== found.group.id) {
    throw new ServiceError(404, ERROR_CODES.customerNotFound, `customer not found: ${customerId}`);
  }
  return { ...found, member };
}

export function userRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { tables } = ctx;

  app.put<UserParams>(USER_PATH, (request, reply) =>
    answerChange(tables, ctx.faults, request, reply, () => {
      const account = accountOf(request);
      const { groupId, customerId } = request.params;
      const { template } = memberOr404(ctx, account.id, groupId, customerId);
      const body = parseOr400(updateUserRequest, request.body, 'user');
      checkAccessCode(template, body.dynamicFields);
      const member: MemberRecord = tables.members.setFields(customerId, body.dynamicFields);
      // Rendered again at once, so the member's wallet shows the new values; too large a pass
      // is refused and the transaction takes the change back.
      tables.members.setPass(customerId, checkedPass(template.design, member), template.version);
      const answer: AddUserResponse = { customerId, cardId: member.cardId };
      return { status: 200, body: answer };
    }),
  );

  app.delete<UserParams>(USER_PATH, (request, reply) =>
    answerChange(tables, ctx.faults, request, reply, () => {
      const account = accountOf(request);
      const { groupId, customerId } = request.params;
      memberOr404(ctx, account.id, groupId, customerId);
      tables.members.erase(customerId);
      const answer: DeleteUserResponse = { message: 'User deleted', customerId };
      return { status: 200, body: answer };
    }),
  );
}
