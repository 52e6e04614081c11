// Errors that cross the bridge: a kind the UI can branch on and a message a person can act on.
import { z } from 'zod';

export const APP_ERROR_KINDS = [
  'invalid', // bad input, or the service's 400: the message says what to fix
  'notFound', // 404
  'forbidden', // 403
  'auth', // 401: the API key needs attention
  'rateLimited', // 429
  'server', // 5xx
  'offline', // no connection, DNS failure, timeout
  'conflict', // a draft's server version changed
  'noCredits', // 402 from Add User
  'internal', // a fault in PassDesk itself
] as const;
export type AppErrorKind = (typeof APP_ERROR_KINDS)[number];

export const appErrorShape = z.object({
  kind: z.enum(APP_ERROR_KINDS),
  message: z.string(),
  /** Extra facts, e.g. `retryAfterSeconds` or a conflict's two versions. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type AppErrorShape = z.infer<typeof appErrorShape>;

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly details: Record<string, unknown> | undefined;
  constructor(kind: AppErrorKind, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.details = details;
  }
  toShape(): AppErrorShape {
    return this.details
      ? { kind: this.kind, message: this.message, details: this.details }
      : { kind: this.kind, message: this.message };
  }
  static from(shape: AppErrorShape): AppError {
    return new AppError(shape.kind, shape.message, shape.details);
  }
}

/** What every call over the bridge answers: a value, or an error shape (never a thrown stack). */
export const envelope = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: appErrorShape }),
]);
export type Envelope = z.infer<typeof envelope>;
