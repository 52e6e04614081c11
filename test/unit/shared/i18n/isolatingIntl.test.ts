// A name put into a sentence that runs the other way is isolated wherever the sentence is said:
// every message of every catalogue, formatted by main's translator and by the renderer's
// react-intl over its precompiled catalogue, with a Latin name in Arabic and an Arabic one in the
// other languages, never shows the name bare; a select still picks by its value.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, translatorOf } from '../../../../src/shared/i18n/everyLanguage';
import { isolated } from '../../../../src/shared/i18n/isolate';
import {
  isolatingIntl,
  NAME_ARGUMENTS,
  plainArguments,
} from '../../../../src/shared/i18n/isolatingIntl';
import { directionOf, LOCALES, type Locale } from '../../../../src/shared/i18n/locales';
import type { MessageId } from '../../../../src/shared/i18n/messageId';
import { compileCatalogue } from '../../../../tools/vite/precompiledMessages';
import { parse } from '@formatjs/icu-messageformat-parser';

const LATIN_NAME = 'Margaret Hamilton';
const ARABIC_NAME = 'ليلى';
const nameAgainst = (locale: Locale) => (directionOf(locale) === 'rtl' ? LATIN_NAME : ARABIC_NAME);

interface Kinds {
  plain: Set<string>;
  counted: Set<string>;
  dated: Set<string>;
  tags: Set<string>;
  /** Each select's options. */
  selects: Map<string, string[]>;
}

function kindsOf(elements: MessageFormatElement[], kinds: Kinds = emptyKinds()): Kinds {
  for (const element of elements) {
    if (element.type === TYPE.argument) kinds.plain.add(element.value);
    else if (element.type === TYPE.number) kinds.counted.add(element.value);
    else if (element.type === TYPE.date || element.type === TYPE.time) {
      kinds.dated.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      if (element.type === TYPE.plural) kinds.counted.add(element.value);
      else kinds.selects.set(element.value, Object.keys(element.options));
      for (const option of Object.values(element.options)) kindsOf(option.value, kinds);
    } else if (element.type === TYPE.tag) {
      kinds.tags.add(element.value);
      kindsOf(element.children, kinds);
    }
  }
  return kinds;
}

function emptyKinds(): Kinds {
  return {
    plain: new Set(),
    counted: new Set(),
    dated: new Set(),
    tags: new Set(),
    selects: new Map(),
  };
}

/** The values that say `message` once per option of each select, each name being `name`. */
function valuesSaying(message: string, name: string): Record<string, unknown>[] {
  const kinds = kindsOf(parse(message));
  const base: Record<string, unknown> = {};
  for (const argument of kinds.plain) base[argument] = NAME_ARGUMENTS.has(argument) ? name : '7';
  for (const argument of kinds.counted) base[argument] = 3;
  for (const argument of kinds.dated) base[argument] = new Date(0);
  for (const tag of kinds.tags) base[tag] = (chunks: unknown[]) => chunks.join('');
  for (const argument of kinds.selects.keys()) base[argument] = 'other';
  const variants = [base];
  for (const [argument, options] of kinds.selects) {
    for (const option of options) variants.push({ ...base, [argument]: option });
  }
  return variants;
}

/** Where `said` shows `name` without an isolate around it. */
function bareNames(said: string, name: string): number {
  return said.split(name).length - 1 - (said.split(isolated(name)).length - 1);
}

describe('names isolated in every sentence', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every name put into a message is isolated when it runs the other way`, () => {
      const translator = translatorOf(locale);
      const name = nameAgainst(locale);
      const bare: string[] = [];
      let namesSaid = 0;
      for (const [id, message] of Object.entries(CATALOGUES[locale])) {
        for (const values of valuesSaying(message, name)) {
          const said = String(translator.t(id as MessageId, values as never));
          if (said.includes(name)) namesSaid += 1;
          if (bareNames(said, name) > 0) bare.push(`${id}: ${said}`);
        }
      }
      expect(bare).toEqual([]);
      expect(namesSaid).toBeGreaterThan(100);
    });
  }

  it('says the customer display’s greeting, a PIN’s and a staff sentence with the name whole', () => {
    const arabic = translatorOf('ar');
    expect(arabic.t('counter.display.hello', { name: 'Ada' })).toBe(`أهلًا، ${isolated('Ada')}!`);
    expect(arabic.t('shell.signingIn.pinFor', { name: LATIN_NAME })).toContain(
      isolated(LATIN_NAME),
    );
    expect(arabic.t('members.staff.added', { name: LATIN_NAME, role: 'manager' })).toBe(
      `أُضيف ${isolated(LATIN_NAME)} بصفة مدير.`,
    );
  });

  it('leaves a name written the sentence’s way, a key, a number and a select’s value as they are', () => {
    const english = translatorOf('en');
    expect(translatorOf('ar').t('counter.typeCode', { key: 'F6' })).toContain('(F6)');
    expect(english.t('counter.display.hello', { name: 'Ada' })).toBe('Hello, Ada!');
    expect(english.t('members.staff.added', { name: 'Ada', role: 'manager' })).toBe(
      'Ada is added as manager.',
    );
    expect(english.t('members.staff.added', { name: ARABIC_NAME, role: 'manager' })).toBe(
      `${isolated(ARABIC_NAME)} is added as manager.`,
    );
    expect(isolated(isolated(LATIN_NAME))).toBe(isolated(LATIN_NAME));
  });

  it('takes only the texts a sentence shows as they are for its plain arguments', () => {
    expect([
      ...plainArguments(
        parse('{who} set {count, number}; {kind, select, a {{who}} other {{kind}}}'),
      ),
    ]).toEqual(['who']);
  });

  it('isolates in the renderer’s react-intl over the precompiled catalogue, rich values untouched', () => {
    const messages = compileCatalogue(JSON.stringify(CATALOGUES.ar), 'ar');
    const intl = isolatingIntl(
      createIntl({ locale: 'ar', messages: messages as never, defaultLocale: 'en' }),
      'rtl',
    );
    expect(intl.formatMessage({ id: 'counter.display.hello' }, { name: 'Ada' })).toBe(
      `أهلًا، ${isolated('Ada')}!`,
    );
    const element = createElement('bdi', null, 'Ada');
    const rich = intl.formatMessage({ id: 'counter.display.hello' }, { name: element });
    expect(renderToStaticMarkup(createElement(Fragment, null, rich))).toBe('أهلًا، <bdi>Ada</bdi>!');
  });
});
