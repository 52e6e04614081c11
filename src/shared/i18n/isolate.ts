// A name inside a sentence, kept apart from the words around it: a Latin name after an Arabic
// "for" (لـ) stays whole and in its own direction. For text values; React values use `<bdi>`.

/** Unicode's first-strong isolate and its pop: the text between takes its own direction. */
export const FIRST_STRONG_ISOLATE = '\u2068';
export const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** `text` isolated from the sentence it is put into. */
export function isolated(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
