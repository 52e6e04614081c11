// The renderer's catalogues are parsed at build time: each message formats from its syntax tree
// exactly as from its text, in every locale, and the pseudo-locale is made from the trees alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl, createIntlCache } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { pseudoMessage, pseudoTree } from '../../../../src/shared/i18n/pseudo';
import { compileCatalogue } from '../../../../tools/vite/precompiledMessages';

const cache = createIntlCache();
const values = { count: 3, name: 'Ada', at: new Date(Date.UTC(2026, 10, 26, 9, 30)), n: 0.25 };
const b = (chunks: string[]) => `<b>${chunks.join('')}</b>`;

/** A message formatted from its text and from its tree, with the same values. */
function bothWays(locale: string, message: string, tree: unknown) {
  const format = (messages: Record<string, string> | Record<string, MessageFormatElement[]>) =>
    createIntl({ locale, messages, onError: (e) => expect.fail(String(e)) }, cache).formatMessage(
      { id: 'm' },
      { ...values, b },
    );
  return { text: format({ m: message }), tree: format({ m: tree as MessageFormatElement[] }) };
}

const SAMPLES = {
  en: 'Hello, {name}! {count, plural, one {# stamp} other {# stamps}} at {at, time, short}, <b>{n, number, percent}</b>.',
  de: '{count, plural, one {# Stempel} other {# Stempel}} für {name} am {at, date, medium}',
  ar: '{count, plural, zero {لا أختام} one {ختم واحد} two {ختمان} few {# أختام} many {# ختمًا} other {# ختم}}',
  fr: '{count, selectordinal, one {#er} other {#e}} tampon de {name} — file d’attente',
};

describe('catalogues parsed at build time', () => {
  for (const [locale, message] of Object.entries(SAMPLES)) {
    it(`${locale}: a message formats the same from its tree as from its text`, () => {
      const tree = compileCatalogue(JSON.stringify({ m: message }), locale)['m'];
      expect(Array.isArray(tree)).toBe(true);
      const { text, tree: fromTree } = bothWays(locale, message, tree);
      expect(fromTree).toBe(text);
      expect(fromTree).not.toContain('{');
    });
  }

  it('compiles every message of the real catalogues', () => {
    const dir = join(__dirname, '../../../../src/shared/i18n/messages/common');
    for (const locale of ['en', 'de', 'es', 'fr', 'ar']) {
      const file = readFileSync(join(dir, `${locale}.json`), 'utf8');
      const trees = compileCatalogue(file, locale);
      expect(Object.keys(trees).sort()).toEqual(Object.keys(JSON.parse(file) as object).sort());
    }
  });

  it('says a tree in the pseudo-locale as the text would be said', () => {
    const message = SAMPLES.en;
    const tree = compileCatalogue(JSON.stringify({ m: message }), 'en')[
      'm'
    ] as MessageFormatElement[];
    const fromText = bothWays('en', pseudoMessage(message), pseudoTree(tree));
    expect(fromText.tree).toBe(fromText.text);
    expect(fromText.tree).toMatch(/^\[Ĥéļļö, Ada! 3 šţåɱþš .* ·+\]$/);
    // The English tree is left as it was: the pseudo-locale works on a copy.
    expect(bothWays('en', message, tree).tree).toMatch(/^Hello, Ada!/);
  });
});
