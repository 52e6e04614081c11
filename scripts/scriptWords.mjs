// The scripts' words (`npm run setup`, `npm start`) in the computer's language. They run before
// `npm ci`, so no FormatJS here: the `pass` catalogue is read as JSON and its messages, which take
// plain `{name}` values only (a test holds them to that), are filled in by hand. The language is
// chosen as src/shared/i18n/systemLanguage.ts chooses it; a test checks the two agree.
import { readFileSync } from 'node:fs';

export const SCRIPT_LOCALES = ['en', 'de', 'es', 'fr', 'ar'];

/** POSIX's order: LANGUAGE (a list), LC_ALL, LC_MESSAGES, LANG; "C"/"POSIX" say nothing. */
export function scriptLanguage(env, intlDefault = Intl.DateTimeFormat().resolvedOptions().locale) {
  const named = [...(env.LANGUAGE ?? '').split(':'), env.LC_ALL, env.LC_MESSAGES, env.LANG]
    .map((value) => (value ?? '').split('.')[0].trim())
    .filter((value) => value !== '' && value !== 'C' && value !== 'POSIX');
  for (const tag of named.length > 0 ? named : [intlDefault ?? '']) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (SCRIPT_LOCALES.includes(base)) return base;
  }
  return 'en';
}

const catalogue = (language) =>
  JSON.parse(
    readFileSync(
      new URL(`../src/shared/i18n/messages/pass/${language}.json`, import.meta.url),
      'utf8',
    ),
  );

/** `say(id, values)` in the language of `env`; an id missing in a catalogue falls back to English. */
export function scriptWords(env) {
  const language = scriptLanguage(env);
  const english = catalogue('en');
  const messages = language === 'en' ? english : catalogue(language);
  return (id, values = {}) =>
    (messages[id] ?? english[id] ?? id).replace(/\{(\w+)\}/g, (whole, name) =>
      name in values ? String(values[name]) : whole,
    );
}

/** How long a step took, in the language of `env`: "12 sec", "2.5 min" (Intl's own units). */
export function durationWords(env) {
  const language = scriptLanguage(env);
  const seconds = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  });
  const minutes = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  return (ms) => (ms < 90_000 ? seconds.format(ms / 1000) : minutes.format(ms / 60_000));
}
