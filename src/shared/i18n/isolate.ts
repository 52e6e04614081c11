// A name inside a sentence, kept apart from the words around it: a Latin name after an Arabic
// "for" (لـ) stays whole and in its own direction. For text values; React values use `<bdi>`.

/** Unicode's first-strong isolate and its pop: the text between takes its own direction. */
export const FIRST_STRONG_ISOLATE = '\u2068';
export const POP_DIRECTIONAL_ISOLATE = '\u2069';

const RIGHT_TO_LEFT_SCRIPTS =
  '\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Syriac}\\p{Script=Thaana}\\p{Script=Nko}';
const RIGHT_TO_LEFT_LETTER = new RegExp(`[${RIGHT_TO_LEFT_SCRIPTS}]`, 'u');
const LEFT_TO_RIGHT_LETTER = new RegExp(`(?![${RIGHT_TO_LEFT_SCRIPTS}])\\p{L}`, 'u');

/** Whether `text` is one isolate already, as `isolated` makes it. */
function isIsolated(text: string): boolean {
  return (
    text.startsWith(FIRST_STRONG_ISOLATE) &&
    text.indexOf(POP_DIRECTIONAL_ISOLATE) === text.length - 1 &&
    text.lastIndexOf(FIRST_STRONG_ISOLATE) === 0
  );
}

/** `text` isolated from the sentence it is put into (once: an isolated text stays as it is). */
export function isolated(text: string): string {
  return isIsolated(text) ? text : `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/**
 * Whether `text` has a letter written the other way from a sentence in `direction`: a Latin name
 * in Arabic, an Arabic one in English. Such a text reorders the words around it unless isolated.
 */
export function runsAgainst(text: string, direction: 'ltr' | 'rtl'): boolean {
  return (direction === 'rtl' ? LEFT_TO_RIGHT_LETTER : RIGHT_TO_LEFT_LETTER).test(text);
}
