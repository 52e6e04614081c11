// An AppError said from the catalogue: its id and values cross to the renderer, which says them in
// the station's language; its English stays as the message, for logs. Main and the web host only.
import { AppError, type AppErrorKind } from '../ipc/errors';
import { inEnglish } from './everyLanguage';
import type { MessageId } from './messageId';
import { said, type SaidValue } from './said';

export function failure(
  kind: AppErrorKind,
  id: MessageId,
  values?: Readonly<Record<string, SaidValue>>,
  details?: Record<string, unknown>,
): AppError {
  const words = said(id, values);
  return new AppError(kind, inEnglish(words), details, words);
}
