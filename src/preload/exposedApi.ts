// Shapes the bridge for contextBridge, which copies values between worlds: a rejected Error
// loses its `kind` there, so failures cross as plain { name, kind, message, details } objects.
import { mapFailures, type PassdeskApi } from '@shared/ipc/bridge';
import { AppError } from '@shared/ipc/errors';

export interface CrossedError {
  name: 'AppError';
  kind: AppError['kind'];
  message: string;
  details?: Record<string, unknown>;
}

export function toCrossedError(error: unknown): CrossedError {
  if (error instanceof AppError) return { name: 'AppError', ...error.toShape() };
  return {
    name: 'AppError',
    kind: 'internal',
    message: 'PassDesk could not read the answer to this request; it has been logged.',
  };
}

/** Wraps each named function so its failures survive the copy into the page's world. */
export function exposable(api: PassdeskApi): PassdeskApi {
  return mapFailures(api, toCrossedError);
}
