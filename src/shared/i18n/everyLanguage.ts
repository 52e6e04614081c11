// Every catalogue at once, for the processes that answer many people (main, the service, the
// web host): a pass page in the browser's language, an error in the station's. Never imported
// by the renderer, which loads only the language it shows (load.ts).
import ar from './catalogues/ar';
import de from './catalogues/de';
import en from './catalogues/en';
import es from './catalogues/es';
import fr from './catalogues/fr';
import { PSEUDO_LOCALE, type Language, type Locale } from './locales';
import type { Messages } from './messageId';
import { pseudoMessages } from './pseudo';
import type { Said } from './said';
import { translatorFor, type Translator } from './translate';

export const CATALOGUES: Readonly<Record<Locale, Messages>> = {
  en: en as Messages,
  de: de as Messages,
  es: es as Messages,
  fr: fr as Messages,
  ar: ar as Messages,
};

const translators = new Map<Language, Translator>();

export function translatorOf(language: Language): Translator {
  let found = translators.get(language);
  if (!found) {
    const messages =
      language === PSEUDO_LOCALE ? pseudoMessages(CATALOGUES.en) : CATALOGUES[language];
    found = translatorFor(language, messages);
    translators.set(language, found);
  }
  return found;
}

/** English, for logs and for the message every AppError also carries. */
export const english: Translator = translatorOf('en');

export function inEnglish(said: Said): string {
  return english.say(said);
}
