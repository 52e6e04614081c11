// Who did something, as every list names them: the person signed in, "any cashier" when the store
// let a cashier act with nobody signed in, or the role for lines written before staff were kept.
import { english } from '@shared/i18n/everyLanguage';
import type { Translator } from '@shared/i18n/translate';
import { said, type Said } from '@shared/i18n/said';

/** What a journal line keeps of who wrote it. */
export interface LineAuthor {
  role: string | null;
  staffName: string | null;
  /** Written before staff were kept: a cashier line then names no one, and is not "any cashier". */
  beforeStaff: boolean;
}

/**
 * What the insights' visits keep for "any cashier" in place of a name: a value, not words (the
 * words older stations kept, so their visits read the same), said in each reader's language.
 */
// eslint-disable-next-line i18n/person-facing-text -- a stored value, said from store.journal.anyCashier
export const ANY_CASHIER_KEPT = 'any cashier';

/** The person, or that any cashier acted, as a visit keeps it; null when only the role is known. */
export function keptPersonOf(line: LineAuthor): string | null {
  if (line.staffName) return line.staffName;
  return !line.beforeStaff && line.role === 'cashier' ? ANY_CASHIER_KEPT : null;
}

/** The person, or "any cashier" in `words`' language; null when only the role is known. */
export function personOf(line: LineAuthor, words: Translator = english): string | null {
  if (line.staffName) return line.staffName;
  if (!line.beforeStaff && line.role === 'cashier') return words.t('store.journal.anyCashier');
  return null;
}

/** A role as `words`' language names it; a role this station does not know stays as stored. */
export function roleIn(role: string, words: Translator = english): string {
  return words.t('store.journal.role', { role });
}

/** The person, else the role as stored; empty when neither was kept. */
export const orRole = (person: string | null, role: string | null): string => person ?? role ?? '';

/** The person, else the role in `words`' language; empty when neither was kept. */
export const whoOf = (line: LineAuthor, words: Translator = english): string =>
  personOf(line, words) ?? (line.role === null ? '' : roleIn(line.role, words));

/**
 * Who, for a reader in another language: the person's name as kept, else "any cashier" or the
 * role as words to say; both null when neither was kept.
 */
export function authorOf(line: LineAuthor): { who: string | null; whoSaid: Said | null } {
  if (line.staffName) return { who: line.staffName, whoSaid: null };
  if (!line.beforeStaff && line.role === 'cashier') {
    return { who: null, whoSaid: said('store.journal.anyCashier') };
  }
  return {
    who: null,
    whoSaid: line.role === null ? null : said('store.journal.role', { role: line.role }),
  };
}
