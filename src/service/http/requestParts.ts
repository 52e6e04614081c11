// Checks, once for every route, the request parts routes share: each query parameter sent once,
// and every id in an /api path in the form the service issues (spec section 7's error body).
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, objectId } from '@shared/api';
import { ServiceError, badRequest } from './serviceError';

/** preValidation hook: runs after auth, before any route reads its query or path ids. */
export async function checkRequestParts(request: FastifyRequest): Promise<void> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(query)) {
    // A repeated key parses as an array; no route takes one, and guessing which one counts
    // would let two readers of the same URL disagree.
    if (Array.isArray(value)) {
      const shown = name.length > 64 ? `${name.slice(0, 64)}…` : name;
      throw badRequest(`query parameter ${shown} is sent ${value.length} times; send it once`);
    }
  }
  // The not-found route's only parameter is its wildcard, which is no id.
  if (!request.url.startsWith('/api/') || request.is404) return;
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    const checked = objectId.safeParse(value);
    if (checked.success) continue;
    const problem = `${name} ${checked.error.issues[0]!.message}`;
    // Check-in's 400 means an invalid count (spec section 7); no customer has a malformed id.
    if (name === 'customerId') {
      throw new ServiceError(404, ERROR_CODES.customerNotFound, `customer not found: ${problem}`);
    }
    throw badRequest(problem);
  }
}
