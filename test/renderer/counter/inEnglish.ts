// The counter's words as a station speaking English says them: the stores keep words, not text,
// and these tests read what the cashier would.
import english from '../../../src/shared/i18n/catalogues/en';
import type { Messages } from '../../../src/shared/i18n/messageId';
import { translatorFor } from '../../../src/shared/i18n/translate';
import { setActiveTranslator } from '../../../src/renderer/i18n/messages';
import { phraseIn, type Phrase } from '../../../src/renderer/state/counterPhrase';
import { useFeedback, type Feedback } from '../../../src/renderer/state/feedback';

export const en = translatorFor('en', english as Messages);

/** The page speaks English, for code that says words in the page's language. */
export function speakEnglish(): void {
  setActiveTranslator(en);
}

export const inEnglish = (phrase: Phrase): string => phraseIn(en.t, phrase);

/** The feedback on the panel, its title and detail as an English-speaking cashier reads them. */
export function feedbackShown():
  (Omit<Feedback, 'title' | 'detail'> & { title: string; detail: string }) | null {
  const feedback = useFeedback.getState().feedback;
  return (
    feedback && {
      ...feedback,
      title: inEnglish(feedback.title),
      detail: inEnglish(feedback.detail),
    }
  );
}
