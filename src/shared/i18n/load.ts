// Loading one language's catalogue: each is its own chunk, so only the active one is fetched.
import { PSEUDO_LOCALE, type Language, type Locale } from './locales';
import type { Messages } from './messageId';

const CATALOGUES: Readonly<Record<Locale, () => Promise<{ default: Record<string, string> }>>> = {
  en: () => import('./catalogues/en'),
  de: () => import('./catalogues/de'),
  es: () => import('./catalogues/es'),
  fr: () => import('./catalogues/fr'),
  ar: () => import('./catalogues/ar'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  if (language === PSEUDO_LOCALE) {
    const [{ default: english }, { pseudoMessages }] = await Promise.all([
      CATALOGUES.en(),
      import('./pseudo'),
    ]);
    return pseudoMessages(english as Messages);
  }
  return (await CATALOGUES[language]()).default as Messages;
}
