// Errors that cross the bridge: a kind the UI can branch on and a message a person can act on.
import { z } from 'zod';
import { saidShape, type Said } from '../i18n/said';

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
  /** The message as an id and values, said in the reader's language; `message` is its English. */
  said: saidShape.optional(),
});
export type AppErrorShape = z.infer<typeof appErrorShape>;

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly details: Record<string, unknown> | undefined;
  readonly said: Said | undefined;
  constructor(kind: AppErrorKind, message: string, details?: Record<string, unknown>, said?: Said) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.details = details;
    this.said = said;
  }
  toShape(): AppErrorShape {
    return {
      kind: this.kind,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      ...(this.said ? { said: this.said } : {}),
    };
  }
  static from(shape: AppErrorShape): AppError {
    return new AppError(shape.kind, shape.message, shape.details, shape.said as Said | undefined);
  }
}

/** What every call over the bridge answers: a value, or an error shape (never a thrown stack). */
export const envelope = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: appErrorShape }),
]);
export type Envelope = z.infer<typeof envelope>;
