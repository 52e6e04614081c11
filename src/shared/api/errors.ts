// Error bodies of section 7.
import { z } from 'zod';

/** The shape the spec shows for archive and credits; the embedded service uses it everywhere. */
export const errorBody = z.object({
  success: z.literal(false),
  error: z.string(),
  errorCode: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * The `errorCode` values the embedded service sends (the spec shows only PASS_NOT_FOUND; the rest
 * are this project's, listed in src/service/README.md). A real service may send others or none.
 */
export const ERROR_CODES = {
  invalidRequest: 'INVALID_REQUEST',
  invalidApiKey: 'INVALID_API_KEY',
  noCredits: 'NO_CREDITS',
  forbidden: 'FORBIDDEN',
  templateNotFound: 'TEMPLATE_NOT_FOUND',
  groupNotFound: 'GROUP_NOT_FOUND',
  customerNotFound: 'CUSTOMER_NOT_FOUND',
  passNotFound: 'PASS_NOT_FOUND',
  batchNotFound: 'BATCH_NOT_FOUND',
  noCounter: 'NO_LOYALTY_COUNTER',
  cardFull: 'CARD_FULL',
  countOutOfRange: 'COUNT_OUT_OF_RANGE',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  notFound: 'NOT_FOUND',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Reads a message from any error body a service may send, for showing to a person. */
export function errorMessageOf(body: unknown): string | null {
  if (body !== null && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['error', 'message', 'msg']) {
      if (typeof record[key] === 'string' && record[key] !== '') return record[key];
    }
  }
  return null;
}
