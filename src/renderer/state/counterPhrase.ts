// Words the counter keeps to say later: a message and its values, where a value may itself be
// words (a count, an action), so a change of language says the whole sentence again; or text the
// core already said, shown as it came.
import { useCallback } from 'react';
import { AppError, type AppErrorShape } from '@shared/ipc/errors';
import type { NeedsReviewInfo, OutboxItemView } from '@shared/ipc/views';
import type { SessionView } from '@shared/ipc/staffContract';
import type { MessageId } from '@shared/i18n/messageId';
import type { Said } from '@shared/i18n/said';
import { useT, type Say } from '../i18n/useT';

export interface Words {
  id: MessageId;
  values?: Readonly<Record<string, string | number | Phrase>>;
}
/** A string is the core's own message with no id to say it by. */
export type Phrase = string | Words;

export function words(id: MessageId, values?: Words['values']): Words {
  return values === undefined ? { id } : { id, values };
}

/** The phrase in the language `t` speaks: nested words first, then the sentence around them. */
export function phraseIn(t: Say, phrase: Phrase): string {
  if (typeof phrase === 'string') return phrase;
  if (!phrase.values) return t(phrase.id);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(phrase.values)) {
    values[name] = typeof value === 'number' ? value : phraseIn(t, value);
  }
  return t(phrase.id, values);
}

/** A component's way to say a phrase, again whenever its language changes. */
export function usePhrase(): (phrase: Phrase) => string {
  const t = useT();
  return useCallback((phrase: Phrase) => phraseIn(t, phrase), [t]);
}

/** What a failure says: its id and values when the core gave them, else its own message. */
export function errorPhrase(error: unknown): Phrase {
  if (error instanceof AppError) return error.said ?? error.message;
  return words('common.somethingWentWrong');
}

/** The same for an error kept on an outbox item. */
export function shapePhrase(error: Pick<AppErrorShape, 'message' | 'said'>): Phrase {
  // The core names its messages from the same catalogue; an id it has and this page lacks is
  // reported by the translator and shown as the id.
  return (error.said as Said | undefined) ?? error.message;
}

/** Why an item waits for a person: the core's words for it when it gave them, else its English. */
export function reviewPhrase(review: Pick<NeedsReviewInfo, 'reason' | 'said'>): Phrase {
  return (review.said as Said | undefined) ?? review.reason;
}

/** What went wrong with an outbox item (its last error, else why it needs review), or null. */
export function itemProblemPhrase(
  item: Pick<OutboxItemView, 'lastError' | 'review'>,
): Phrase | null {
  if (item.lastError) return shapePhrase(item.lastError);
  return item.review ? reviewPhrase(item.review) : null;
}

/** What an outbox item does, as the core worded it for the reader, else its English. */
export function summaryPhrase(item: Pick<OutboxItemView, 'summary' | 'summarySaid'>): Phrase {
  return (item.summarySaid as Said | undefined) ?? item.summary;
}

/** Why nobody can sign in (a damaged staff file), as the core worded it, or null. */
export function staffProblemPhrase(
  view: Pick<SessionView, 'problem' | 'problemSaid'>,
): Phrase | null {
  if (view.problem === null) return null;
  return (view.problemSaid as Said | null | undefined) ?? view.problem;
}
