// The queue's problems as a person reads them: English kept with the item, in the status and
// in the log, and the same words as a Said the reader's page says in its language.
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said, type Said } from '@shared/i18n/said';
import { AppError, type AppErrorShape } from '@shared/ipc/errors';
import type { SyncStatus } from '@shared/ipc/views';

/** Why the whole queue waits: said to the station's people until it goes again. */
export type Pause = NonNullable<SyncStatus['paused']>;

/** Why an item needs a person. */
export function reasonOf(words: Said): { reason: string; said: Said } {
  return { reason: inEnglish(words), said: words };
}

/** The queue waits for a key. */
export function noKeyPause(): Pause {
  const words = said('main.api.noKey');
  return { reason: 'noKey', message: inEnglish(words), said: words };
}

/** The queue waits for the key the service refused. */
export function authPause({ message, said: words }: AppErrorShape): Pause {
  return { reason: 'auth', message, ...(words ? { said: words } : {}) };
}

/** Any fault as the status line's problem: an AppError's words, else its English as it is. */
export function problemOf(error: unknown): Pick<AppErrorShape, 'message' | 'said'> {
  return error instanceof AppError ? error.toShape() : { message: String(error) };
}
