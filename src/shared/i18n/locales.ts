// The languages PassDesk speaks, which way each is written, and how a browser's wish is met.
import { z } from 'zod';

/** The five complete locales, in the order Settings lists them. */
export const LOCALES = ['en', 'de', 'es', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** Accented, 40% longer and bracketed English: finds cut-off and hard-coded text in tests. */
export const PSEUDO_LOCALE = 'en-XA';

/** What a station's or a display's language may be set to. */
export const LANGUAGES = [...LOCALES, PSEUDO_LOCALE] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES, {
  error: `choose one of ${LANGUAGES.join(', ')}`,
});

export const DEFAULT_LANGUAGE: Locale = 'en';

/** Each language's name in itself, so a person finds their own whatever the screen is in. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
  [PSEUDO_LOCALE]: '[Ƥšéûđö-Łöçåļé]',
};

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(['ar']);

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/** The tag `Intl` formats with: the pseudo-locale's dates and numbers are English ones. */
export function intlLocaleOf(language: Language): string {
  return language === PSEUDO_LOCALE ? 'en' : language;
}

/**
 * The supported locale closest to what a person asked for, in their order of preference
 * (`navigator.languages`, or the tags of an Accept-Language header): `de-AT` is German,
 * `pt` is nothing, and nothing at all is English.
 */
export function negotiate(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    const found = LOCALES.find((locale) => locale === base);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, most wanted first (`q=0` tags dropped); at most 20 read. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0 && entry.tag.length <= 35)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
