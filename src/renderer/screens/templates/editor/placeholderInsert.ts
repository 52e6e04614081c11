// Inserting a `{field}` placeholder at the caret of the text field the manager was typing in.

/** How a placeholder is written, shown as it is in every language (it is typed, not read). */
export const PLACEHOLDER_EXAMPLE = '{field}';

export interface Insertion {
  text: string;
  /** Where the caret goes after the inserted placeholder. */
  caret: number;
}

export function insertPlaceholder(
  text: string,
  start: number | null,
  end: number | null,
  field: string,
): Insertion {
  const token = `{${field}}`;
  const from = clamp(start ?? text.length, text.length);
  const to = clamp(end ?? from, text.length);
  const [a, b] = from <= to ? [from, to] : [to, from];
  return { text: text.slice(0, a) + token + text.slice(b), caret: a + token.length };
}

const clamp = (n: number, max: number): number => Math.min(Math.max(0, n), max);
