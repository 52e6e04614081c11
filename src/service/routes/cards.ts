// Passes: archive (spec 4.7) and Get Pass (assumed shape, see README).
import type { FastifyInstance } from 'fastify';
import { API_PATHS, ERROR_CODES, type ArchiveResponse } from '@shared/api';
import { baseUrlOf, type ServiceContext } from '../context';
import { accountOf } from '../http/auth';
import { answerChange } from '../http/idempotency';
import { routePath } from '../http/routePath';
import { ServiceError, badRequest } from '../http/serviceError';
import type { MemberRecord } from '../db/members';
import { presentPass } from '../templates/present';

const passNotFound = (cardId: string): ServiceError =>
  new ServiceError(404, ERROR_CODES.passNotFound, `pass ${cardId} does not exist`);

/** The pass of a path's cardId (checked as an id by `checkRequestParts`), or 404. */
function cardOf(ctx: ServiceContext, cardId: string): MemberRecord {
  const member = ctx.tables.members.findCard(cardId);
  if (!member) throw passNotFound(cardId);
  return member;
}

export function cardRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { tables } = ctx;

  app.delete(API_PATHS.archivePass(''), async () => {
    throw badRequest('cardId is missing from the path');
  });

  app.delete<{ Params: { cardId: string } }>(
    routePath(API_PATHS.archivePass, 'cardId'),
    (request, reply) =>
      answerChange(tables, ctx.faults, request, reply, () => {
        const account = accountOf(request);
        const member = cardOf(ctx, request.params.cardId);
        if (member.accountId !== account.id) {
          throw new ServiceError(
            403,
            ERROR_CODES.forbidden,
            'insufficient permissions to archive this pass',
          );
        }
        const modified = tables.members.archive(member.cardId);
        const answer: ArchiveResponse = {
          msg: modified ? 'Pass archived' : 'Pass was already archived',
          deleteStatus: {
            acknowledged: true,
            modifiedCount: modified ? 1 : 0,
            upsertedId: null,
            upsertedCount: 0,
            matchedCount: 1,
          },
        };
        return { status: 200, body: answer };
      }),
  );

  app.get<{ Params: { cardId: string } }>(routePath(API_PATHS.pass, 'cardId'), async (request) => {
    const account = accountOf(request);
    const member = cardOf(ctx, request.params.cardId);
    const group = tables.templates.findGroup(account.id, member.groupId);
    const template = group && tables.templates.find(account.id, group.dynamicPassId);
    if (member.accountId !== account.id || !template) throw passNotFound(member.cardId);
    return presentPass(member, template, tables.images.pathsOf(template.id), baseUrlOf(request));
  });
}
