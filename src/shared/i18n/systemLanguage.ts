// The language of the computer PassDesk runs on, for words said before any settings exist: the
// terminal's lines, the setup script's, a fresh station's first language. POSIX's order holds:
// LANGUAGE (a list), then LC_ALL, LC_MESSAGES, LANG; "C" and "POSIX" mean no preference.
import { negotiate, type Locale } from './locales';

type Environment = Readonly<Record<string, string | undefined>>;

export function systemLanguage(env: Environment, intlDefault?: string): Locale {
  const named = [
    ...(env['LANGUAGE'] ?? '').split(':'),
    env['LC_ALL'],
    env['LC_MESSAGES'],
    env['LANG'],
  ]
    .map((value) => (value ?? '').split('.')[0]!.trim())
    .filter((value) => value !== '' && value !== 'C' && value !== 'POSIX');
  return negotiate(named.length > 0 ? named : intlDefault ? [intlDefault] : []);
}
