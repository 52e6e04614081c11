// Choosing a language from what a person asked for, the pseudo-locale, and errors said by id.
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { english, translatorOf } from '../../../../src/shared/i18n/everyLanguage';
import { failure } from '../../../../src/shared/i18n/failure';
import { issueSaid } from '../../../../src/shared/i18n/issues';
import {
  acceptedLanguages,
  directionOf,
  negotiate,
  PSEUDO_LOCALE,
} from '../../../../src/shared/i18n/locales';
import { pseudoMessage } from '../../../../src/shared/i18n/pseudo';
import { AppError, appErrorShape } from '../../../../src/shared/ipc/errors';

describe('negotiate', () => {
  it('takes the first supported language, by its base, in the order asked', () => {
    expect(negotiate(['pt-BR', 'de-AT', 'fr'])).toBe('de');
    expect(negotiate(['ar_MA'])).toBe('ar');
    expect(negotiate(['pt', 'zz'])).toBe('en');
    expect(negotiate([])).toBe('en');
  });

  it('reads an Accept-Language header by its weights, dropping q=0 and junk', () => {
    expect(acceptedLanguages('fr;q=0.5, es-MX, de;q=0, en;q=0.7')).toEqual(['es-MX', 'en', 'fr']);
    expect(negotiate(acceptedLanguages('de;q=0, es;q=0.1'))).toBe('es');
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(`${'x'.repeat(100)}, ar`)).toEqual(['ar']);
    expect(acceptedLanguages(Array(500).fill('fr').join(',')).length).toBe(20);
  });

  it('writes Arabic right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
    expect(directionOf(PSEUDO_LOCALE)).toBe('ltr');
  });
});

describe('the pseudo-locale', () => {
  it('accents letters, brackets the message and makes it 40% longer, keeping its arguments', () => {
    const message = '{count, plural, one {# stamp for {name}} other {# stamps for {name}}}';
    const pseudo = pseudoMessage(message);
    expect(pseudo.startsWith('[')).toBe(true);
    expect(pseudo.endsWith(']')).toBe(true);
    expect(pseudo).not.toMatch(/stamp/);
    expect(() => parse(pseudo)).not.toThrow();
    const said = translatorOf(PSEUDO_LOCALE).intl.formatMessage(
      { id: 'x' as never, defaultMessage: pseudo },
      { count: 2, name: 'Ana' },
    );
    expect(said).toContain('2');
    expect(said).toContain('Ana');
    expect(said.length).toBeGreaterThanOrEqual(Math.ceil('2 stamps for Ana'.length * 1.4));
  });
});

describe('errors said by id', () => {
  it('carries the id and values across, with English as its message', () => {
    const error = failure('invalid', 'common.somethingWentWrong', undefined, { field: 'x' });
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe(english.t('common.somethingWentWrong'));
    const back = AppError.from(error.toShape());
    expect(back.said).toEqual({ id: 'common.somethingWentWrong' });
    expect(translatorOf('de').say(back.said!)).toBe(
      'Etwas ist schiefgelaufen; bitte erneut versuchen.',
    );
  });

  it('refuses a said shape with an id that is not one, or too many values', () => {
    const shape = (said: unknown): boolean =>
      appErrorShape.safeParse({ kind: 'invalid', message: 'm', said }).success;
    expect(shape({ id: 'common.loading' })).toBe(true);
    expect(shape({ id: '../../etc' })).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`v${i}`, i]));
    expect(shape({ id: 'common.loading', values: many })).toBe(false);
    expect(shape({ id: 'common.loading', values: { v: 'x'.repeat(2001) } })).toBe(false);
  });

  it('turns a schema issue named by an id into a Said with its bounds', () => {
    const schema = z.string().max(3, 'common.loading');
    const result = schema.safeParse('long');
    expect(result.success).toBe(false);
    expect(issueSaid(result.error!.issues[0]!)).toEqual({
      id: 'common.loading',
      values: { maximum: 3, origin: 'string' },
    });
    expect(issueSaid(z.string().safeParse(1).error!.issues[0]!)).toBeNull();
  });
});
