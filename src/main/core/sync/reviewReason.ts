// Why an item needs a person: English kept with the item and in the log, and the same words
// as a Said, so the queue says them in the reader's language.
import { inEnglish } from '@shared/i18n/everyLanguage';
import type { Said } from '@shared/i18n/said';

export function reasonOf(words: Said): { reason: string; said: Said } {
  return { reason: inEnglish(words), said: words };
}
