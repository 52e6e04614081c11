// The language a fresh station starts in: the computer's own, where PassDesk speaks it.
import { negotiate, type Locale } from '@shared/i18n/locales';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The POSIX order (LC_ALL, then LC_MESSAGES, then LANG) before the locale Intl started with;
 * `de_DE.UTF-8` is German, and "C" or "POSIX" ask for nothing, so the next is read.
 */
export function systemLanguage(
  env: Environment = process.env,
  intlLocale: string = Intl.DateTimeFormat().resolvedOptions().locale,
): Locale {
  const wanted = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG'], intlLocale]
    .map((tag) => tag?.split('.')[0]?.trim() ?? '')
    .filter((tag) => tag !== '' && tag !== 'C' && tag !== 'POSIX');
  return negotiate(wanted);
}
