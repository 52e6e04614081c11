// User groups and their members: Add User, List Users, List User Groups (assumed, see README).
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  ERROR_CODES,
  ACCESS_CODE_MAX,
  addUserRequest,
  initialCount,
  listUsersQuery,
  soloPlaceholder,
  USERS_PAGE_MAX,
  type AddUserResponse,
  type Member,
  type UserGroup,
} from '@shared/api';
import type { ServiceContext } from '../context';
import { accountOf } from '../http/auth';
import { answerChange } from '../http/idempotency';
import { routePath } from '../http/routePath';
import { ServiceError, badRequest, parseOr400 } from '../http/serviceError';
import type { GroupRecord, TemplateRecord } from '../db/templates';
import { isLoyalty } from '../templates/design';
import { checkedPass } from '../templates/sizes';

export function groupOr404(
  ctx: ServiceContext,
  accountId: string,
  groupId: string,
): { group: GroupRecord; template: TemplateRecord } {
  const group = ctx.tables.templates.findGroup(accountId, groupId);
  const template = group && ctx.tables.templates.find(accountId, group.dynamicPassId);
  if (!group || !template) {
    throw new ServiceError(404, ERROR_CODES.groupNotFound, `user group ${groupId} not found`);
  }
  return { group, template };
}

/** A member's value that is the pass's access code (section 8) must fit the card page's form. */
export function checkAccessCode(template: TemplateRecord, fields: Record<string, string>): void {
  const codeField = soloPlaceholder(template.design.accessCode ?? '');
  const code = codeField === null ? undefined : fields[codeField];
  if (code !== undefined && code.length > ACCESS_CODE_MAX) {
    throw badRequest(
      `dynamicFields.${codeField} is the access code: at most ${ACCESS_CODE_MAX} characters`,
    );
  }
}

export function groupRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { tables } = ctx;

  app.post<{ Params: { groupId: string } }>(
    routePath(API_PATHS.addUser, 'groupId'),
    (request, reply) =>
      answerChange(tables, ctx.faults, request, reply, () => {
        const account = accountOf(request);
        const { group, template } = groupOr404(ctx, account.id, request.params.groupId);
        const body = parseOr400(addUserRequest, request.body, 'user');
        checkAccessCode(template, body.dynamicFields);
        if (!tables.accounts.spendCredit(account.id)) {
          throw new ServiceError(
            402,
            ERROR_CODES.noCredits,
            'no credits left: issuing a pass needs one credit; buy premium credits',
          );
        }
        const progress = template.design.loyaltyProgressData;
        const member = tables.members.insert({
          accountId: account.id,
          groupId: group.id,
          dynamicFields: body.dynamicFields,
          count: isLoyalty(template.design) && progress ? initialCount(progress) : null,
          pass: {},
          renderedVersion: template.version,
        });
        // Too large a pass is refused here; the transaction takes back the credit and member.
        tables.members.setPass(
          member.customerId,
          checkedPass(template.design, member),
          template.version,
        );
        const answer: AddUserResponse = { customerId: member.customerId, cardId: member.cardId };
        return { status: 201, body: answer };
      }),
  );

  app.get<{ Params: { groupId: string } }>(
    routePath(API_PATHS.listUsers, 'groupId'),
    async (request) => {
      const account = accountOf(request);
      const { group, template } = groupOr404(ctx, account.id, request.params.groupId);
      const query = parseOr400(listUsersQuery, request.query, 'query');
      const loyal = isLoyalty(template.design);
      const page = { offset: query.offset ?? 0, limit: query.limit ?? USERS_PAGE_MAX };
      const members: Member[] = tables.members.listGroup(group.id, page).map((m) => ({
        customerId: m.customerId,
        cardId: m.cardId,
        dynamicFields: m.dynamicFields,
        stateType: m.stateType,
        ...(loyal && m.count !== null ? { count: m.count } : {}),
      }));
      return members;
    },
  );

  app.get(API_PATHS.listGroups, async (request) => {
    const account = accountOf(request);
    const groups: UserGroup[] = tables.templates
      .listGroups(account.id)
      .map((g) => ({ groupId: g.id, dynamicPassId: g.dynamicPassId }));
    return groups;
  });
}
