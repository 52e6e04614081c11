// A count of stamps or points takes the noun's plural form from the catalogue in every language:
// "1 of 1 stamp", and Arabic's few (3 to 10) and many (11 to 99) forms, never one form for all.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatorOf } from '@shared/i18n/everyLanguage';

const MESSAGES = join(__dirname, '../../../../src/shared/i18n/messages');
/** A bare argument right before the counted noun: the noun cannot agree with the number. */
const UNCOUNTED = /\{\w+(, number)?\} (stamps|points)\b/;

describe('counted stamps and points', () => {
  it('no English message puts a bare number before "stamps" or "points"', () => {
    const bare = readdirSync(MESSAGES).flatMap((area) =>
      Object.entries(
        JSON.parse(readFileSync(join(MESSAGES, area, 'en.json'), 'utf8')) as Record<string, string>,
      )
        .filter(([, text]) => UNCOUNTED.test(text))
        .map(([key]) => key),
    );
    expect(bare).toEqual([]);
  });

  it('says the card page’s count with the plural form its number takes', () => {
    const english = translatorOf('en');
    expect(english.t('pass.stampsOf', { count: 1, max: 1 })).toBe('1 of 1 stamp');
    expect(english.t('pass.pointsOf', { count: 3, max: 10 })).toBe('3 of 10 points');
    const arabic = translatorOf('ar');
    const few = arabic.t('pass.stampsOf', { count: 3, max: 10 });
    const many = arabic.t('pass.stampsOf', { count: 3, max: 12 });
    expect(few).toContain('أختام');
    expect(many).toContain('ختمًا');
    expect(arabic.t('pass.pointsOf', { count: 1, max: 2 })).toContain('نقطتين');
  });
});
