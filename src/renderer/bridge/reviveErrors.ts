// The desktop preload's failures cross Electron's world boundary as plain objects; this turns
// them back into AppErrors so every screen handles errors the same way on both transports.
import { mapFailures, type PassdeskApi } from '@shared/ipc/bridge';
import { AppError, appErrorShape } from '@shared/ipc/errors';

const SOMETHING_WENT_WRONG = 'Something went wrong; try again.';

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const shape = appErrorShape.safeParse(error);
  if (shape.success) return AppError.from(shape.data);
  return new AppError('internal', SOMETHING_WENT_WRONG);
}

export function reviveErrors(api: PassdeskApi): PassdeskApi {
  return mapFailures(api, toAppError);
}

/** The words to show for a failed call: the core's own message, or the caller's fallback. */
export function messageOf(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  return error instanceof AppError ? error.message : fallback;
}
