// zod's own words, for a problem no schema names by id, in the page's language: only the shown
// language's zod locale is fetched, when the language changes (each is a chunk of its own).
import { z } from 'zod';
import { intlLocaleOf, type Language, type Locale } from '@shared/i18n/locales';

type ZodLocale = { default: () => Partial<z.core.$ZodConfig> };

const ZOD_LOCALES: Readonly<Record<Locale, () => Promise<ZodLocale>>> = {
  en: () => import('zod/v4/locales/en.js'),
  de: () => import('zod/v4/locales/de.js'),
  es: () => import('zod/v4/locales/es.js'),
  fr: () => import('zod/v4/locales/fr.js'),
  ar: () => import('zod/v4/locales/ar.js'),
};

let wanted: Language | null = null;

/** Configures zod in `language` once its locale arrives, unless another was asked for since. */
export async function speakZodIn(language: Language): Promise<void> {
  wanted = language;
  const locale = intlLocaleOf(language) as Locale;
  const words = await ZOD_LOCALES[locale]();
  if (wanted === language) z.config(words.default());
}
