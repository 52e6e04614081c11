// The day a member last visited, as the members grid writes it in each row.

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Made once per language: `toLocaleDateString` with options builds a formatter per call, about a
 * quarter of a millisecond, paid by every row each time a page of the grid is drawn. Null: no
 * visit, which the caller words.
 */
export function dayOf(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  let day = formats.get(locale);
  if (!day) {
    day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    formats.set(locale, day);
  }
  return day.format(new Date(iso));
}
