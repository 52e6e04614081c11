// The catalogues are complete and used: every locale has every English key and no other, each
// message parses as ICU MessageFormat with the English one's arguments, and every key is used.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS } from '../../../../src/shared/i18n/areas';
import { LOCALES } from '../../../../src/shared/i18n/locales';

const ROOT = join(__dirname, '../../../..');
const MESSAGES = join(ROOT, 'src/shared/i18n/messages');

function catalogue(area: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(join(MESSAGES, area, `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/** The arguments a message takes, with their kinds: `count:plural`, `name:argument`. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(`${element.value}:argument`);
    else if (element.type === TYPE.number) into.add(`${element.value}:number`);
    else if (element.type === TYPE.date || element.type === TYPE.time) {
      into.add(`${element.value}:date`);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    } else if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
    }
  }
  return into;
}

describe('message catalogues', () => {
  it('has one folder for each area and a file for each locale in it', () => {
    expect(readdirSync(MESSAGES).sort()).toEqual([...MESSAGE_AREAS].sort());
    for (const area of MESSAGE_AREAS) {
      expect(readdirSync(join(MESSAGES, area)).sort()).toEqual(
        LOCALES.map((locale) => `${locale}.json`).sort(),
      );
    }
  });

  for (const area of MESSAGE_AREAS) {
    const english = catalogue(area, 'en');

    it(`${area}: every key is the area's own`, () => {
      const strays = Object.keys(english).filter((key) => !key.startsWith(`${area}.`));
      expect(strays).toEqual([]);
    });

    for (const locale of LOCALES) {
      it(`${area}/${locale}: the same keys as English, each with English's arguments`, () => {
        const messages = catalogue(area, locale);
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(messages)) {
          expect(text.trim(), key).not.toBe('');
          const args = [...argumentsOf(parse(text))].sort();
          const wanted = [...argumentsOf(parse(english[key]!))].sort();
          expect({ key, args }).toEqual({ key, args: wanted });
        }
      });
    }
  }
});

describe('every key is used', () => {
  const sources: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (relative(ROOT, path) !== join('src', 'shared', 'i18n', 'messages')) walk(path);
      } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) sources.push(readFileSync(path, 'utf8'));
    }
  };
  walk(join(ROOT, 'src'));
  walk(join(ROOT, 'scripts'));
  const text = sources.join('\n');

  for (const area of MESSAGE_AREAS) {
    it(`${area}: each key is named in the source`, () => {
      const unused = Object.keys(catalogue(area, 'en')).filter(
        (key) => !text.includes(`'${key}'`) && !text.includes(`"${key}"`),
      );
      expect(unused).toEqual([]);
    });
  }
});
