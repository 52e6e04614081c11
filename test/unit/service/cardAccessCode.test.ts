// The card page's access code rules: one comparison whatever the lengths, a limit per client
// and pass that holds up only that client, and a ceiling per pass a known device passes.
import type * as Crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

const compared = vi.hoisted(() => [] as [number, number][]);
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof Crypto>();
  return {
    ...crypto,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.push([a.byteLength, b.byteLength]);
      return crypto.timingSafeEqual(a, b);
    },
  };
});

const { CLIENT_LIMIT, PASS_LIMIT, codeTryRefusal, refusalText, sameCode } =
  await import('../../../src/service/cardPage/accessCode');
const { english, translatorOf } = await import('../../../src/shared/i18n/everyLanguage');

const misses = (client: string, n: number, from: number, step = 1000) =>
  Array.from({ length: n }, (_, i) => ({ client, at: from + i * step }));

describe('sameCode', () => {
  it('runs the constant-time comparison over equal lengths, even when the codes differ in length', () => {
    for (const given of ['1', '12345', '1234567890', '']) {
      compared.length = 0;
      expect(sameCode(given, '123456')).toBe(false);
      expect(compared).toEqual([[32, 32]]);
    }
    compared.length = 0;
    expect(sameCode(' 123456 ', '123456')).toBe(true);
    expect(compared).toEqual([[32, 32]]);
  });

  it('agrees with a plain comparison of the trimmed code', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.string({ minLength: 1, maxLength: 10 }),
        (a, b) => sameCode(a, b) === (a.trim() === b),
      ),
      { seed: 20261125 },
    );
  });
});

describe('codeTryRefusal', () => {
  const now = 50 * 3600_000;

  it('holds up a client after its own wrong codes, and no other client', () => {
    const own = misses('10.0.0.1', CLIENT_LIMIT.misses, now - 60_000);
    const refusal = codeTryRefusal(own, '10.0.0.1', false, now);
    expect(refusal?.reason).toBe('client');
    // Free again when its oldest counted miss leaves the window.
    expect(refusal?.retryAfterSeconds).toBe((CLIENT_LIMIT.windowMs - 60_000) / 1000);
    expect(codeTryRefusal(own, '10.0.0.2', false, now)).toBeNull();
    expect(codeTryRefusal(own, '10.0.0.1', false, now + CLIENT_LIMIT.windowMs)).toBeNull();
    expect(codeTryRefusal(own.slice(1), '10.0.0.1', false, now)).toBeNull();
  });

  it("refuses new devices once the pass's ceiling is reached, but not a device that opened it", () => {
    const many = Array.from({ length: PASS_LIMIT.misses }, (_, i) => ({
      client: `10.0.1.${i}`,
      at: now - 3600_000 + i,
    }));
    const refusal = codeTryRefusal(many, '10.0.9.9', false, now);
    expect(refusal?.reason).toBe('pass');
    expect(refusal?.retryAfterSeconds).toBe((PASS_LIMIT.windowMs - 3600_000) / 1000);
    expect(refusalText(english, refusal!)).toMatch(/try again in 23 hours, or open it on a phone/);
    expect(codeTryRefusal(many, '10.0.9.9', true, now)).toBeNull();
    expect(codeTryRefusal(many.slice(1), '10.0.9.9', false, now)).toBeNull();
    expect(codeTryRefusal(many, '10.0.9.9', false, now + PASS_LIMIT.windowMs)).toBeNull();
  });

  it('says the wait in minutes for a client', () => {
    expect(refusalText(english, { reason: 'client', retryAfterSeconds: 599 })).toBe(
      'Too many wrong codes: try again in 10 minutes.',
    );
    expect(refusalText(english, { reason: 'client', retryAfterSeconds: 30 })).toBe(
      'Too many wrong codes: try again in 1 minute.',
    );
  });

  it('says the wait in the language of the person at the form, with its own plural', () => {
    const client = { reason: 'client', retryAfterSeconds: 599 } as const;
    expect(refusalText(translatorOf('de'), client)).toBe(
      'Zu viele falsche Codes: Versuchen Sie es in 10 Minuten erneut.',
    );
    expect(refusalText(translatorOf('fr'), { ...client, retryAfterSeconds: 60 })).toBe(
      'Trop de codes erronés : réessayez dans 1 minute.',
    );
    expect(
      refusalText(translatorOf('ar'), { reason: 'pass', retryAfterSeconds: 7200 * 2 }),
    ).toMatch(/^أُدخلت .*4 ساعات/);
  });
});
