// A refusal with its HTTP status and the error body of spec section 7.
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@shared/api';
import type { z } from 'zod';

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
  new ServiceError(400, ERROR_CODES.invalidRequest, message);

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
