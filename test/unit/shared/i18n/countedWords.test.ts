// A number put before a noun takes the noun's plural form from the catalogue, in every locale:
// "{times} times" reads "1 times" and Arabic needs its zero, one, two, few, many and other forms,
// so every message is scanned for a number argument followed by a word that is not a unit or a
// word that never agrees with a number ("of", "de", "من"), outside a plural of that argument.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../../src/shared/i18n/everyLanguage';
import { LOCALES, type Locale } from '../../../../src/shared/i18n/locales';

/** Argument names that carry a number when a message does not type them `number`. */
const NUMBER_NAMES =
  /^(count|times|max|maximum|minimum|most|least|seconds|minutes|hours|days|n|kib|megabytes|columns|size|shown|total|done|found|expected|left|keeps|produced|premium|free|volume|week|members|changes|tills|grace|stamps|points|of|length|visits|over|tries|people)$/;

/**
 * Words after a number that do not agree with it: units written short, and words between two
 * numbers or before a verb phrase ("3 of 10", "the 4 this station expected").
 */
const AGREES_WITH_NOTHING: Readonly<Record<Locale, ReadonlySet<string>>> = {
  en: new Set(
    's min h wk MB KiB of to by before now the this since read takes undoes are is can'.split(' '),
  ),
  de: new Set(
    's Min Std Wo MB KiB von bis auf vor zu wie werden ist können setzen gesetzt wählen korrigieren hinzufügen entfernen haben gegangen'.split(
      ' ',
    ),
  ),
  es: new Set(
    's min h sem MB KiB de a por antes más que desde como se es deshace quita leída'.split(' '),
  ),
  fr: new Set(
    's min h sem Mo Kio sur à par avant entre au sont dépasse annule retire lu laissé attendu plus'.split(
      ' ',
    ),
  ),
  ar: new Set('ث د س ميغابايت كيلوبايت من إلى على قبل الذي المقروء يلغي أكثر كحد'.split(' ')),
};

/** The names of every argument a message types `number` or counts in a plural. */
function numberArguments(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.number || element.type === TYPE.plural) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) numberArguments(option.value, into);
    } else if (element.type === TYPE.tag) numberArguments(element.children, into);
  }
  return into;
}

/** Each "{number} word" in `message` whose word may agree with the number, outside its plural. */
export function uncountedNouns(
  message: string,
  locale: Locale,
  numbers: ReadonlySet<string> = new Set(),
): string[] {
  const found: string[] = [];
  const elements = parse(message);
  const isNumber = (name: string) =>
    numbers.has(name) || numberArguments(elements).has(name) || NUMBER_NAMES.test(name);
  const walk = (list: MessageFormatElement[], counted: ReadonlySet<string>): void => {
    list.forEach((element, index) => {
      const next = list[index + 1];
      if (
        (element.type === TYPE.argument || element.type === TYPE.number) &&
        isNumber(element.value) &&
        !counted.has(element.value) &&
        next?.type === TYPE.literal
      ) {
        const word = /^\s+(\p{L}+)/u.exec(next.value)?.[1];
        if (word && !AGREES_WITH_NOTHING[locale].has(word))
          found.push(`{${element.value}} ${word}`);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        const inside =
          element.type === TYPE.plural ? new Set([...counted, element.value]) : counted;
        for (const option of Object.values(element.options)) walk(option.value, inside);
      } else if (element.type === TYPE.tag) walk(element.children, counted);
    });
  };
  walk(elements, new Set());
  return found;
}

const catalogues = CATALOGUES as Readonly<Record<Locale, Readonly<Record<string, string>>>>;

/** What any locale's message for `key` counts: a plural in Arabic counts it in German too. */
function countedAnywhere(key: string): Set<string> {
  const names = new Set<string>();
  for (const locale of LOCALES) {
    const text = catalogues[locale][key];
    if (text !== undefined) numberArguments(parse(text), names);
  }
  return names;
}

describe('numbers before nouns', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every noun after a number is in a plural of that number`, () => {
      const bare = Object.entries(catalogues[locale]).flatMap(([key, text]) =>
        uncountedNouns(text, locale, countedAnywhere(key)).map((found) => `${key}: ${found}`),
      );
      expect(bare).toEqual([]);
    });
  }

  it('finds a bare count before a noun and lets plurals, units and "of" pass', () => {
    expect(uncountedNouns('applied {times} times', 'en')).toEqual(['{times} times']);
    expect(uncountedNouns('at most {maximum} characters', 'en')).toEqual(['{maximum} characters']);
    expect(uncountedNouns('{total, number} Mitglieder', 'de')).toEqual(['{total} Mitglieder']);
    expect(uncountedNouns('{people} جاؤوا', 'ar', new Set(['people']))).toEqual(['{people} جاؤوا']);
    expect(
      uncountedNouns('{maximum, plural, one {# character} other {# characters}}', 'en'),
    ).toEqual([]);
    expect(uncountedNouns('{count, number} of {max, number}', 'en')).toEqual([]);
    expect(uncountedNouns('within {seconds} s', 'en')).toEqual([]);
    expect(uncountedNouns('{name} is saved', 'en')).toEqual([]);
    expect(
      uncountedNouns(
        '{k, select, a {{n} Zeichen} other {{n, plural, one {# Zeichen} other {# Zeichen}}}}',
        'de',
      ),
    ).toEqual(['{n} Zeichen']);
  });
});
