// The hosted card page (spec 8 names it; its shape is this project's assumption, see README):
// a pass opened on a phone by its link, behind its access code when the template has one.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loyaltyProgressData, maxCount, PUBLIC_PATHS } from '@shared/api';
import { translatorOf } from '@shared/i18n/everyLanguage';
import { acceptedLanguages, negotiate } from '@shared/i18n/locales';
import type { Translator } from '@shared/i18n/translate';
import type { ServiceContext } from '../context';
import { MISSES_KEPT_MS, codeTryRefusal, refusalText, sameCode } from '../cardPage/accessCode';
import { codeForm, notFoundPage, passPage, type ShownPass } from '../cardPage/html';
import { routePath } from '../http/routePath';
import { countImagePath } from '../templates/present';

/** Marks a device that opened the pass with its code; scoped by path to that one pass. */
const DEVICE_COOKIE = 'passdesk_card_device';
const DEVICE_DAYS = 365;

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const send = (reply: FastifyReply, words: Translator, status: number, html: string) =>
  reply
    .code(status)
    .headers({ ...HEADERS, 'content-language': words.intl.locale, vary: 'accept-language' })
    .send(html);

/** The page follows the browser: the first language it asks for that PassDesk speaks. */
const wordsFor = (request: FastifyRequest): Translator =>
  translatorOf(negotiate(acceptedLanguages(request.headers['accept-language'])));

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** The device cookie's value on this request, hashed as the store keeps it; null for none. */
function deviceHashOf(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === DEVICE_COOKIE && value && /^[\w-]{43}$/.test(value)) return hashOf(value);
  }
  return null;
}

/** HttpOnly and SameSite=Strict, for this pass's path only; Secure whenever served over https. */
function deviceCookie(request: FastifyRequest, cardPath: string, value: string): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${value}; Path=${cardPath}; Max-Age=${DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`;
}

export function cardPageRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const tries = ctx.tables.cardCodeTries;

  /** The pass as its page shows it; null for an id that names no pass. */
  const shownPass = (cardId: string): ShownPass | null => {
    const member = /^[0-9a-f]{24}$/.test(cardId) ? ctx.tables.members.findCard(cardId) : null;
    const group = member && ctx.tables.templates.findGroup(member.accountId, member.groupId);
    const template = group && ctx.tables.templates.find(member.accountId, group.dynamicPassId);
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
        ? (countImagePath(ctx.tables.images.pathsOf(template.id), member.count!) ?? null)
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
        const words = wordsFor(request);
        const shown = shownPass(request.params.cardId);
        if (!shown) return send(reply, words, 404, notFoundPage(words));
        const html = accessCodeOf(shown) ? codeForm(words, null) : passPage(words, shown);
        return send(reply, words, 200, html);
      },
    );

    scope.post<{ Params: { cardId: string }; Body: unknown }>(
      routePath(PUBLIC_PATHS.passPage, 'cardId'),
      (request, reply) => {
        const { cardId } = request.params;
        const words = wordsFor(request);
        const shown = shownPass(cardId);
        if (!shown) return send(reply, words, 404, notFoundPage(words));
        const expected = accessCodeOf(shown);
        if (!expected) return send(reply, words, 200, passPage(words, shown));
        const now = Date.now();
        const client = request.ip;
        const device = deviceHashOf(request);
        const known = device !== null && tries.knowsDevice(cardId, device);
        const refusal = codeTryRefusal(
          tries.missesSince(cardId, now - MISSES_KEPT_MS),
          client,
          known,
          now,
        );
        if (refusal) {
          reply.header('retry-after', String(refusal.retryAfterSeconds));
          return send(reply, words, 429, codeForm(words, refusalText(words, refusal)));
        }
        const body = request.body as Record<string, unknown> | undefined;
        const given = typeof body?.['code'] === 'string' ? body['code'] : '';
        if (sameCode(given, expected)) {
          tries.forgetClient(cardId, client);
          const value = randomBytes(32).toString('base64url');
          tries.rememberDevice(cardId, hashOf(value), now);
          reply.header('set-cookie', deviceCookie(request, PUBLIC_PATHS.passPage(cardId), value));
          return send(reply, words, 200, passPage(words, shown));
        }
        tries.recordMiss(cardId, client, now, now - MISSES_KEPT_MS);
        return send(reply, words, 403, codeForm(words, words.t('pass.wrongCode')));
      },
    );
  });
}
