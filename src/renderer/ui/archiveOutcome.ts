// What an archive attempt means for a manager: the service's 400, 403 and 404 said in plain words.
import type { AppErrorShape } from '@shared/ipc/errors';
import type { OutboxItemView } from '@shared/ipc/views';

export type ArchiveOutcome =
  | { tone: 'waiting'; title: string; detail: string }
  | { tone: 'success'; title: string; detail: string }
  | { tone: 'error'; title: string; detail: string };

export function explainArchiveError(
  error: Pick<AppErrorShape, 'kind' | 'message'>,
  cardId: string,
): ArchiveOutcome {
  switch (error.kind) {
    case 'invalid':
      return {
        tone: 'error',
        title: 'That is not a pass id',
        detail: `"${cardId}" is not in the form the service uses for pass ids. Check that you scanned the pass itself, or retype the id from the pass.`,
      };
    case 'forbidden':
      return {
        tone: 'error',
        title: 'This pass belongs to another account',
        detail:
          'The service found the pass, but your API key may not archive it. Passes can only be archived by the account that issued them.',
      };
    case 'notFound':
      return {
        tone: 'error',
        title: 'No pass with this id',
        detail: `The service has no pass "${cardId}". It may have been typed wrong, or issued by a different service.`,
      };
    case 'auth':
      return {
        tone: 'error',
        title: 'The API key was refused',
        detail: 'Set a valid API key in Settings; the archive will be sent then.',
      };
    default:
      return { tone: 'error', title: 'The pass was not archived', detail: error.message };
  }
}

/** The outcome shown for the outbox item carrying an archive. */
export function archiveOutcomeOf(item: OutboxItemView, cardId: string): ArchiveOutcome {
  if (item.state === 'synced') {
    return {
      tone: 'success',
      title: 'Pass archived',
      detail: `Pass ${cardId} is now expired. It stays visible in the archived section of the member's wallet, with its data kept.`,
    };
  }
  if (item.state === 'discarded') {
    return {
      tone: 'error',
      title: 'The archive was cancelled',
      detail: 'It was discarded from the queue before reaching the service; the pass is unchanged.',
    };
  }
  if (item.state === 'failed' || item.state === 'needsReview') {
    return item.lastError
      ? explainArchiveError(item.lastError, cardId)
      : {
          tone: 'error',
          title: 'The pass was not archived',
          detail: item.review?.reason ?? 'The service refused it.',
        };
  }
  const offline = item.lastError?.kind === 'offline';
  return {
    tone: 'waiting',
    title: offline ? 'Saved: will archive when back online' : 'Archiving…',
    detail: offline
      ? 'The station has no connection to the service. The archive is stored and will be sent on its own.'
      : 'Sending to the service.',
  };
}
