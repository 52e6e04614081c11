// Every message of the store's area formats in every locale with the values its code gives: a
// select's or a plural's branch, a name, a number; none comes out as raw ICU text or an error.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '@shared/i18n/everyLanguage';
import { LOCALES } from '@shared/i18n/locales';
import type { MessageId } from '@shared/i18n/messageId';
import { translatorFor } from '@shared/i18n/translate';
import english from '../../../../src/shared/i18n/messages/store/en.json';

/** Each way of filling the message's arguments: every select branch once, plurals at 0, 1, 2, 5. */
function valueSets(elements: MessageFormatElement[]): Record<string, string | number>[] {
  const sets: Record<string, string | number>[] = [{}];
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.argument) sets.forEach((s) => (s[element.value] ??= 'Ada'));
      else if (element.type === TYPE.number) sets.forEach((s) => (s[element.value] ??= 20000));
      else if (element.type === TYPE.select) {
        const keys = Object.keys(element.options);
        const base = sets.splice(0);
        for (const key of keys) for (const s of base) sets.push({ ...s, [element.value]: key });
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type === TYPE.plural) {
        const base = sets.splice(0);
        for (const n of [0, 1, 2, 5]) for (const s of base) sets.push({ ...s, [element.value]: n });
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(elements);
  return sets;
}

describe('the store’s messages', () => {
  for (const locale of LOCALES) {
    it(`format in ${locale} with every branch filled`, () => {
      const problems: string[] = [];
      const words = translatorFor(locale, CATALOGUES[locale], (p) => problems.push(p.message));
      for (const [id, text] of Object.entries(english)) {
        for (const values of valueSets(parse(text))) {
          const said = words.t(id as MessageId, values);
          expect(said, `${id} ${JSON.stringify(values)}`).not.toMatch(/[{}]/);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
