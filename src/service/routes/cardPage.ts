// The hosted card page (spec 8 names it; its shape is this project's assumption, see README):
// a pass opened on a phone by its link, behind its access code when the template has one.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loyaltyProgressData, maxCount, PUBLIC_PATHS } from '@shared/api';
import type { ServiceContext } from '../context';
import { codeForm, notFoundPage, passPage, type ShownPass } from '../cardPage/html';
import { routePath } from '../http/routePath';
import { countImagePath } from '../templates/present';

/** Wrong codes allowed per pass in `TRIES_WINDOW_MS`, so a code of a few digits is not guessed. */
const WRONG_TRIES = 10;
const TRIES_WINDOW_MS = 10 * 60_000;

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const send = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).headers(HEADERS).send(html);

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given.trim());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function cardPageRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const wrong = new Map<string, number[]>();

  /** The pass as its page shows it; null for an id that names no pass. */
  const shownPass = (cardId: string): ShownPass | null => {
    const member = /^[0-9a-f]{24}$/.test(cardId) ? ctx.store.members.findCard(cardId) : null;
    const group = member && ctx.store.templates.findGroup(member.accountId, member.groupId);
    const template = group && ctx.store.templates.find(member.accountId, group.dynamicPassId);
    if (!member || !template) return null;
    const loyalty = loyaltyProgressData.safeParse(template.design.loyaltyProgressData);
    const counted = loyalty.success && member.count !== null;
    return {
      pass: member.pass,
      customerId: member.customerId,
      archived: member.stateType === 'EXPIRED',
      progress: counted
        ? {
            count: member.count!,
            max: maxCount(loyalty.data),
            unit: loyalty.data.loyaltyType === 'STAMP' ? 'stamps' : 'points',
          }
        : null,
      imagePath: counted
        ? (countImagePath(ctx.store.images.pathsOf(template.id), member.count!) ?? null)
        : null,
    };
  };

  const accessCodeOf = (shown: ShownPass): string | null => {
    const code = shown.pass['accessCode'];
    return typeof code === 'string' && code !== '' ? code : null;
  };

  app.register(async (scope) => {
    // The page's form is its only body: a JSON or text body is 415 here, not a second way in
    // without the form's size limit. The parsers are this scope's, so /api keeps its own.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get<{ Params: { cardId: string } }>(
      routePath(PUBLIC_PATHS.passPage, 'cardId'),
      (request, reply) => {
        const shown = shownPass(request.params.cardId);
        if (!shown) return send(reply, 404, notFoundPage());
        return send(reply, 200, accessCodeOf(shown) ? codeForm(null) : passPage(shown));
      },
    );

    scope.post<{ Params: { cardId: string }; Body: unknown }>(
      routePath(PUBLIC_PATHS.passPage, 'cardId'),
      (request, reply) => {
        const { cardId } = request.params;
        const shown = shownPass(cardId);
        if (!shown) return send(reply, 404, notFoundPage());
        const expected = accessCodeOf(shown);
        if (!expected) return send(reply, 200, passPage(shown));
        const now = Date.now();
        const recent = (wrong.get(cardId) ?? []).filter((at) => now - at < TRIES_WINDOW_MS);
        if (recent.length >= WRONG_TRIES) {
          const retryAfter = Math.max(1, Math.ceil((recent[0]! + TRIES_WINDOW_MS - now) / 1000));
          reply.header('retry-after', String(retryAfter));
          const minutes = Math.ceil(retryAfter / 60);
          return send(
            reply,
            429,
            codeForm(
              `Too many wrong codes: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            ),
          );
        }
        const body = request.body as Record<string, unknown> | undefined;
        const given = typeof body?.['code'] === 'string' ? body['code'] : '';
        if (sameCode(given, expected)) {
          wrong.delete(cardId);
          return send(reply, 200, passPage(shown));
        }
        wrong.set(cardId, [...recent, now]);
        return send(reply, 403, codeForm('That code is not right. Check it and try again.'));
      },
    );
  });
}
