// The desktop preload's failures cross Electron's world boundary as plain objects; this turns
// them back into AppErrors so every screen handles errors the same way on both transports.
import { mapFailures, type PassdeskApi } from '@shared/ipc/bridge';
import { AppError, appErrorShape } from '@shared/ipc/errors';
import { said } from '@shared/i18n/said';
import { say, sayThat } from '../i18n/messages';

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const shape = appErrorShape.safeParse(error);
  if (shape.success) return AppError.from(shape.data);
  return new AppError(
    'internal',
    'common.somethingWentWrong',
    undefined,
    said('common.somethingWentWrong'),
  );
}

export function reviveErrors(api: PassdeskApi): PassdeskApi {
  return mapFailures(api, toAppError);
}

/**
 * The words to show for a failed call, in the page's language: the core's own message (said from
 * its id when it has one), or the caller's fallback.
 */
export function messageOf(error: unknown, fallback?: string): string {
  if (error instanceof AppError) return error.said ? sayThat(error.said) : error.message;
  return fallback ?? say('common.somethingWentWrong');
}
