// What an archive attempt means for a manager: the service's 400, 403 and 404 said in plain words.
import type { AppErrorShape } from '@shared/ipc/errors';
import type { OutboxItemView } from '@shared/ipc/views';
import {
  phraseIn,
  reviewPhrase,
  shapePhrase,
  words,
  type Phrase,
  type Words,
} from '../state/counterPhrase';
import { say } from '../i18n/messages';

type Tone = 'waiting' | 'success' | 'error';

/** The outcome as words, said again if the language changes while it is shown. */
export interface ArchiveWords {
  tone: Tone;
  title: Words;
  detail: Phrase;
}

/** The outcome as text in the page's language, for screens that take a string. */
export interface ArchiveOutcome {
  tone: Tone;
  title: string;
  detail: string;
}

const inPageLanguage = (outcome: ArchiveWords): ArchiveOutcome => ({
  tone: outcome.tone,
  title: phraseIn(say, outcome.title),
  detail: phraseIn(say, outcome.detail),
});

export function explainArchiveError(
  error: Pick<AppErrorShape, 'kind' | 'message' | 'said'>,
  cardId: string,
): ArchiveOutcome {
  return inPageLanguage(explainArchiveWords(error, cardId));
}

export function archiveOutcomeOf(item: OutboxItemView, cardId: string): ArchiveOutcome {
  return inPageLanguage(archiveWordsOf(item, cardId));
}

export function explainArchiveWords(
  error: Pick<AppErrorShape, 'kind' | 'message' | 'said'>,
  cardId: string,
): ArchiveWords {
  switch (error.kind) {
    case 'invalid':
      return {
        tone: 'error',
        title: words('counter.archive.notAnId'),
        detail: words('counter.archive.notAnIdDetail', { cardId }),
      };
    case 'forbidden':
      return {
        tone: 'error',
        title: words('counter.archive.otherAccount'),
        detail: words('counter.archive.otherAccountDetail'),
      };
    case 'notFound':
      return {
        tone: 'error',
        title: words('counter.archive.noSuchPass'),
        detail: words('counter.archive.noSuchPassDetail', { cardId }),
      };
    case 'auth':
      return {
        tone: 'error',
        title: words('counter.archive.keyRefused'),
        detail: words('counter.archive.keyRefusedDetail'),
      };
    default:
      return {
        tone: 'error',
        title: words('counter.archive.notArchived'),
        detail: shapePhrase(error),
      };
  }
}

/** The outcome shown for the outbox item carrying an archive. */
export function archiveWordsOf(item: OutboxItemView, cardId: string): ArchiveWords {
  if (item.state === 'synced') {
    return {
      tone: 'success',
      title: words('counter.archived.title'),
      detail: words('counter.archive.doneDetail', { cardId }),
    };
  }
  if (item.state === 'discarded') {
    return {
      tone: 'error',
      title: words('counter.archive.cancelled'),
      detail: words('counter.archive.cancelledDetail'),
    };
  }
  if (item.state === 'failed' || item.state === 'needsReview') {
    return item.lastError
      ? explainArchiveWords(item.lastError, cardId)
      : {
          tone: 'error',
          title: words('counter.archive.notArchived'),
          detail: item.review ? reviewPhrase(item.review) : words('counter.archive.refused'),
        };
  }
  const offline = item.lastError?.kind === 'offline';
  return offline
    ? {
        tone: 'waiting',
        title: words('counter.archive.offline'),
        detail: words('counter.archive.offlineDetail'),
      }
    : {
        tone: 'waiting',
        title: words('counter.archive.archiving'),
        detail: words('counter.archive.sending'),
      };
}
