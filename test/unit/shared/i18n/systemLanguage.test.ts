// The computer's language, read as POSIX orders its variables, for words said before settings.
import { describe, expect, it } from 'vitest';
import { systemLanguage } from '../../../../src/shared/i18n/systemLanguage';

describe('systemLanguage', () => {
  it('reads LANGUAGE first, then LC_ALL, LC_MESSAGES and LANG', () => {
    expect(systemLanguage({ LANGUAGE: 'pt:fr', LC_ALL: 'de_DE.UTF-8' })).toBe('fr');
    expect(systemLanguage({ LC_ALL: 'de_DE.UTF-8', LANG: 'es_ES.UTF-8' })).toBe('de');
    expect(systemLanguage({ LC_MESSAGES: 'ar_MA.UTF-8', LANG: 'es_ES.UTF-8' })).toBe('ar');
    expect(systemLanguage({ LANG: 'es_ES.UTF-8' })).toBe('es');
  });

  it('takes C and POSIX as no wish, then the runtime’s own locale, then English', () => {
    expect(systemLanguage({ LANG: 'C.UTF-8' }, 'fr-FR')).toBe('fr');
    expect(systemLanguage({ LC_ALL: 'POSIX' })).toBe('en');
    expect(systemLanguage({}, 'de-CH')).toBe('de');
    expect(systemLanguage({ LANG: 'zz_ZZ' }, 'de')).toBe('en');
  });
});
