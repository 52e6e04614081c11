// Types for the scripts' words, so tests can read them in each language.
export const SCRIPT_LOCALES: string[];
export function scriptLanguage(
  env: Readonly<Record<string, string | undefined>>,
  intlDefault?: string,
): string;
export function scriptWords(
  env: Readonly<Record<string, string | undefined>>,
): (id: string, values?: Record<string, string | number>) => string;
export function durationWords(
  env: Readonly<Record<string, string | undefined>>,
): (ms: number) => string;
