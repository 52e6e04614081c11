// The renderer's catalogues as ICU syntax trees, parsed at build time: the page then formats
// messages without FormatJS's message parser, which the renderer's build leaves out.
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A catalogue file: `src/shared/i18n/messages/<area>/<locale>.json`. */
const CATALOGUE = /\/src\/shared\/i18n\/messages\/[^/]+\/([^/]+)\.json$/;

/** Each message of a catalogue parsed as FormatJS parses it when it formats (tags as tags). */
export function compileCatalogue(text: string, locale: string): Record<string, unknown> {
  const messages = JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      parse(message, { locale: new Intl.Locale(locale) }),
    ]),
  );
}

export function precompiledMessages(): Plugin {
  return {
    name: 'passdesk:precompiled-messages',
    enforce: 'pre',
    // Loaded as JSON still, so Vite's own JSON handling makes the module.
    load(id) {
      const file = id.split('?')[0]!;
      const locale = CATALOGUE.exec(file)?.[1];
      if (!locale) return null;
      return JSON.stringify(compileCatalogue(readFileSync(file, 'utf8'), locale));
    },
  };
}

/** Where the renderer finds the parser: a stub that throws, since every message is parsed. */
export const WITHOUT_MESSAGE_PARSER = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
