// A refusal with its HTTP status and the error body of spec section 7.
import type { ErrorBody } from '@shared/api';
import type { z } from 'zod';

/** The `errorCode` values this service sends (the spec shows only PASS_NOT_FOUND). */
export const ERROR_CODE = {
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
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get body(): ErrorBody {
    return { success: false, error: this.message, errorCode: this.errorCode };
  }
}

export const badRequest = (message: string): ServiceError =>
  new ServiceError(400, ERROR_CODE.invalidRequest, message);

/** Parses a request part with a shared schema; a failure is a 400 naming each problem. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return `${where}${issue.message}`;
  });
  throw badRequest(`invalid ${what}: ${problems.join('; ')}`);
}
