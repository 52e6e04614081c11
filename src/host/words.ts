// The web host's words: its terminal speaks the computer's language, its pages the browser's.
import { translatorOf } from '@shared/i18n/everyLanguage';
import { acceptedLanguages, negotiate } from '@shared/i18n/locales';
import { systemLanguage } from '@shared/i18n/systemLanguage';
import type { Translator } from '@shared/i18n/translate';

/** Words for the terminal that started the station. */
export function terminalWords(env: NodeJS.ProcessEnv = process.env): Translator {
  return translatorOf(systemLanguage(env, Intl.DateTimeFormat().resolvedOptions().locale));
}

/** Words for a page the browser asked for, in the first language it asks for that PassDesk speaks. */
export function browserWords(acceptLanguage: string | undefined): Translator {
  return translatorOf(negotiate(acceptedLanguages(acceptLanguage)));
}
