// The members grid's last-visit day: written as the page's language writes a medium date, by
// one formatter per language for every row rather than one built per row drawn.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayOf } from '../../../../src/renderer/screens/members/memberDay';

afterEach(() => vi.restoreAllMocks());

describe('a member row’s last visit', () => {
  it('is the day in the language’s medium style, or nothing when there was none here', () => {
    const iso = '2026-03-14T15:09:26.000Z';
    for (const locale of ['en', 'de', 'ar']) {
      expect(dayOf(iso, locale)).toBe(
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
      );
    }
    expect(dayOf(iso, 'de')).not.toBe(dayOf(iso, 'en'));
    expect(dayOf(null, 'en')).toBeNull();
  });

  it('builds no formatter per row', () => {
    dayOf('2026-02-01T10:00:00Z', 'fr');
    const perCall = vi.spyOn(Date.prototype, 'toLocaleDateString');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let day = 1; day <= 28; day++) {
      dayOf(`2026-02-${String(day).padStart(2, '0')}T10:00:00Z`, 'fr');
    }
    expect(perCall).not.toHaveBeenCalled();
    expect(built).not.toHaveBeenCalled();
  });
});
