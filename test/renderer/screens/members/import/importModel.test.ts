// The import page's own rules: which files it refuses unread, how a changed select remaps, and
// how what was not listed is said.
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@shared/ipc/memberRecords';
import { english, inEnglish } from '@shared/i18n/everyLanguage';
import {
  fileRefusal,
  problemsNotShown,
  remapped,
} from '../../../../../src/renderer/screens/members/import/importModel';

describe('the import page', () => {
  it('refuses a file over the limit or empty, by its size alone, saying what to do', () => {
    expect(fileRefusal({ name: 'a.csv', size: IMPORT_LIMITS.textMax })).toBeNull();
    expect(fileRefusal({ name: 'a.csv', size: 12 })).toBeNull();
    expect(inEnglish(fileRefusal({ name: 'all.csv', size: IMPORT_LIMITS.textMax + 1 })!)).toBe(
      'all.csv is 3.1 MB; a member file may be at most 3 MB. Split it into smaller files and import each.',
    );
    expect(inEnglish(fileRefusal({ name: 'none.csv', size: 0 })!)).toMatch(/^none.csv is empty/);
  });

  it('changes one field or the count and keeps the rest of the mapping', () => {
    const mapping = { fields: { name: 'Name', phone: 'Mobile' }, count: 'Stamps' };
    expect(remapped(mapping, 'phone', null)).toEqual({
      fields: { name: 'Name', phone: null },
      count: 'Stamps',
    });
    expect(remapped(mapping, null, 'Visits')).toEqual({ ...mapping, count: 'Visits' });
    expect(mapping.fields.phone).toBe('Mobile');
  });

  it('says how many problems were not listed, and counts members in words', () => {
    expect(problemsNotShown(200, 200)).toBeNull();
    expect(problemsNotShown(1_450, 200)).toBe(1_250);
    expect(english.t('members.import.more', { count: 1_250 })).toBe('and 1,250 more');
    expect(english.t('members.list.total', { count: 1 })).toBe('1 member');
    expect(english.t('members.list.total', { count: 9_800 })).toBe('9,800 members');
  });
});
