// The rules every message follows in every locale: each plural has every form the language's
// plural rules name, no ASCII apostrophe (ICU's quote), a translation that is not the English
// left in place, and a pseudo-locale message for every key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS } from '../../../../src/shared/i18n/areas';
import { LOCALES, type Locale } from '../../../../src/shared/i18n/locales';
import type { Messages } from '../../../../src/shared/i18n/messageId';
import { pseudoMessages } from '../../../../src/shared/i18n/pseudo';

const MESSAGES = join(__dirname, '../../../../src/shared/i18n/messages');

function catalogue(locale: Locale): Record<string, string> {
  return Object.assign(
    {},
    ...MESSAGE_AREAS.map(
      (area) => JSON.parse(readFileSync(join(MESSAGES, area, `${locale}.json`), 'utf8')) as object,
    ),
  ) as Record<string, string>;
}

/** Each plural or selectordinal in a message with the categories it lacks for `locale`. */
function missingPluralForms(message: string, locale: string): string[] {
  const found: string[] = [];
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.plural) {
        const type = element.pluralType === 'ordinal' ? 'ordinal' : 'cardinal';
        const wanted = new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
        const lacking = wanted.filter((category) => !(category in element.options));
        if (lacking.length > 0) found.push(`{${element.value}} lacks ${lacking.join(', ')}`);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return found;
}

/**
 * Words a translation may share with English: the brand, words every till reads the same,
 * and codes. A message of only digits, punctuation and placeholders says nothing to translate.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'PassDesk',
  'OK',
  'PIN',
  'QR',
  'CSV',
  'ID',
  'URL',
  'Wi-Fi',
]);
/** Names and words each language writes as English does, reviewed one by one. */
const SAME_IN: Readonly<Record<string, ReadonlySet<string>>> = {
  de: new Set(
    'Alt Google Wallet PNG Name Logo Links Link tel mailto https geo Position Burger Donut Sandwich Station Details Online Offline online offline Pass Text Check-in Check in Status Enter Esc s min h'.split(
      ' ',
    ),
  ),
  es: new Set('Alt Google Wallet PNG no No Esc s min h'.split(' ')),
  fr: new Set(
    'Alt Google Wallet PNG Description Images Logo Position Burger Sandwich Pass Badge Actions Service Volume s min h'.split(
      ' ',
    ),
  ),
  ar: new Set('Alt Google Wallet PNG Enter Esc'.split(' ')),
};
const PLACEHOLDERS_ONLY = /^[\s\d\p{P}\p{S}]*$/u;

function untranslated(
  english: Record<string, string>,
  translation: Record<string, string>,
  same: ReadonlySet<string> = new Set(),
): string[] {
  return Object.entries(translation)
    .filter(([key, text]) => text === english[key])
    .filter(([, text]) => {
      const words = text.replace(/\{[^{}]*\}/g, ' ').replace(/<\/?\w+>/g, ' ');
      if (PLACEHOLDERS_ONLY.test(words)) return false;
      return !words
        .split(/[\s\p{P}\p{S}]+/u)
        .filter(Boolean)
        .every((word) => SAME_IN_EVERY_LANGUAGE.has(word) || same.has(word));
    })
    .map(([key, text]) => `${key}: ${text}`);
}

/** Messages with ASCII apostrophes, which ICU reads as quotes (write ’ instead). */
function withApostrophes(messages: Record<string, string>): string[] {
  return Object.entries(messages)
    .filter(([, text]) => text.includes("'"))
    .map(([key, text]) => `${key}: ${text}`);
}

const english = catalogue('en');

describe('plural forms', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every plural names each form the language has`, () => {
      const lacking = Object.entries(catalogue(locale)).flatMap(([key, text]) =>
        missingPluralForms(text, locale).map((problem) => `${key}: ${problem}`),
      );
      expect(lacking).toEqual([]);
    });
  }

  it('finds a missing form, also inside another plural or a select', () => {
    expect(missingPluralForms('{n, plural, one {# Stempel} other {# Stempel}}', 'de')).toEqual([]);
    expect(missingPluralForms('{n, plural, one {# ختم} other {# ختم}}', 'ar')).toEqual([
      '{n} lacks few, many, two, zero',
    ]);
    expect(
      missingPluralForms(
        '{k, select, a {{n, plural, one {# tampon} other {# tampons}}} other {x}}',
        'fr',
      ),
    ).toEqual(['{n} lacks many']);
    expect(missingPluralForms('{n, selectordinal, one {#st} other {#th}}', 'en')).toEqual([
      '{n} lacks few, two',
    ]);
  });
});

describe('apostrophes', () => {
  for (const locale of LOCALES) {
    it(`${locale}: no message has an ASCII apostrophe`, () => {
      expect(withApostrophes(catalogue(locale))).toEqual([]);
    });
  }

  it('finds one and lets the typographic one pass', () => {
    expect(withApostrophes({ 'a.b': "member's card", 'a.c': 'member’s card' })).toEqual([
      "a.b: member's card",
    ]);
  });
});

describe('translations', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: no message is left in English`, () => {
      const offenders = untranslated(english, catalogue(locale), SAME_IN[locale]);
      if (offenders.length > 0) console.log(`${locale} still in English:\n${offenders.join('\n')}`);
      expect(offenders).toEqual([]);
    });
  }

  it('allows the words that are the same everywhere and nothing else', () => {
    const en = { 'a.brand': 'PassDesk', 'a.ok': 'OK', 'a.n': '{count}', 'a.pin': 'PIN: {pin}' };
    expect(untranslated(en, { ...en })).toEqual([]);
    expect(
      untranslated({ 'a.b': 'Sign in', 'a.c': 'Stamp' }, { 'a.b': 'Sign in', 'a.c': 'Stempel' }),
    ).toEqual(['a.b: Sign in']);
  });
});

describe('pseudo-locale', () => {
  const pseudo = pseudoMessages(english as Messages);

  it('has a message for every key, none of them the English one', () => {
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(english).sort());
    const same = Object.entries(pseudo).filter(([key, text]) => text === english[key]);
    expect(same).toEqual([]);
  });

  it('keeps each message bracketed and its placeholders working', () => {
    for (const [key, text] of Object.entries(pseudo)) {
      expect(text, key).toMatch(/^\[.*\]$/s);
      expect(() => parse(text), key).not.toThrow();
    }
  });
});
