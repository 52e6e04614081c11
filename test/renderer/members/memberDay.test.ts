// The members grid's last-visit day: written as the station's locale writes a medium date, by
// one formatter for every row rather than one built per row drawn.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayOf } from '../../../src/renderer/screens/members/memberDay';

afterEach(() => vi.restoreAllMocks());

describe('a member row’s last visit', () => {
  it('is the day in the locale’s medium style, or says there was none here', () => {
    const iso = '2026-03-14T15:09:26.000Z';
    expect(dayOf(iso)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)),
    );
    expect(dayOf(null)).toBe('none here');
  });

  it('builds no formatter per row', () => {
    const perCall = vi.spyOn(Date.prototype, 'toLocaleDateString');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let day = 1; day <= 28; day++) dayOf(`2026-02-${String(day).padStart(2, '0')}T10:00:00Z`);
    expect(perCall).not.toHaveBeenCalled();
    expect(built).not.toHaveBeenCalled();
  });
});
