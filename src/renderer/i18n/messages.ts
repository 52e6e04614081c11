// The renderer's catalogues: each language's chunk fetched once when first shown, and the
// translator every non-component caller (a store, an announcement) formats with.
import { loadMessages } from '@shared/i18n/load';
import { DEFAULT_LANGUAGE, negotiate, type Language } from '@shared/i18n/locales';
import type { MessageId, Messages } from '@shared/i18n/messageId';
import type { Said } from '@shared/i18n/said';
import type { Translator, Values } from '@shared/i18n/translate';

const loaded = new Map<Language, Messages>();
const loading = new Map<Language, Promise<Messages>>();

export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

export function messagesOf(language: Language): Promise<Messages> {
  const have = loaded.get(language);
  if (have) return Promise.resolve(have);
  let pending = loading.get(language);
  if (!pending) {
    pending = loadMessages(language).then(
      (messages) => {
        loaded.set(language, messages);
        loading.delete(language);
        return messages;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

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
