// The language the page started in, read before the first paint: used until the station's
// settings (or the display's view) say otherwise, so nothing shows in a language never chosen.
import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/locales';

let first: Language = DEFAULT_LANGUAGE;

export function setFirstLanguage(language: Language): void {
  first = language;
}

export function firstLanguage(): Language {
  return first;
}
