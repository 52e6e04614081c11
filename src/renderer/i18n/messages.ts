// The translator every non-component caller (a store, an announcement) formats with, set by the
// page's LanguageRoot. The catalogues themselves are loaded by ./catalogue.
import { DEFAULT_LANGUAGE, negotiate, type Language } from '@shared/i18n/locales';
import type { MessageId } from '@shared/i18n/messageId';
import type { Said } from '@shared/i18n/said';
import type { Translator, Values } from '@shared/i18n/translate';

/** The browser's own language when the station has not said one (before settings load). */
export function browserLanguage(): Language {
  return typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : negotiate(navigator.languages);
}

let active: Translator | null = null;

/** Set by the LanguageRoot showing the page, as its language changes. */
export function setActiveTranslator(translator: Translator): void {
  active = translator;
}

export function activeLanguage(): Language | null {
  return active?.language ?? null;
}

/**
 * A message in the page's language, for code outside components. A component uses `useT()`
 * instead, so it says the message again when the language changes.
 */
export function say(id: MessageId, values?: Values): string {
  return active ? active.t(id, values) : id;
}

export function sayThat(said: Said): string {
  return active ? active.say(said) : said.id;
}
