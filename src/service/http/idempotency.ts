// Idempotency-Key on changing requests: the same key gets the first answer again, nothing twice.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, ERROR_CODES } from '@shared/api';
import type { Tables } from '../db';
import type { Faults } from './faults';
import { accountOf } from './auth';
import { writeJson } from './jsonBody';
import { ServiceError, badRequest } from './serviceError';

export interface Answer {
  status: number;
  body: unknown;
}

const KEY_MAX = 255;

/** The same hash as before for any body; the body is written in pieces, never recursed into. */
export function requestHash(method: string, url: string, body: unknown): string {
  const hash = createHash('sha256').update(`${method} ${url}\n`);
  writeJson(body ?? null, (piece) => hash.update(piece));
  return hash.digest('hex');
}

/**
 * Runs a change and records its answer under the request's Idempotency-Key, in one
 * transaction: either both land or neither does. A refusal (4xx) is not recorded, since it
 * changed nothing; a retry is judged afresh.
 */
export async function answerChange(
  tables: Tables,
  faults: Faults,
  request: FastifyRequest,
  reply: FastifyReply,
  change: () => Answer,
): Promise<FastifyReply> {
  const account = accountOf(request);
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const key = faults.ignoreIdempotencyKey || typeof header !== 'string' ? null : header.trim();
  if (key !== null && (key === '' || key.length > KEY_MAX)) {
    throw badRequest(`${IDEMPOTENCY_KEY_HEADER} must be 1 to ${KEY_MAX} characters`);
  }
  const hash = key === null ? '' : requestHash(request.method, request.url, request.body);
  const { answer, replayed } = tables.db.transaction(() => {
    if (key !== null) {
      const prior = tables.idempotency.find(account.id, key);
      if (prior) {
        if (prior.requestHash !== hash) {
          throw new ServiceError(
            422,
            ERROR_CODES.idempotencyKeyReused,
            `${IDEMPOTENCY_KEY_HEADER} "${key}" was already used for a different request; use a new key for a new change`,
          );
        }
        return { answer: { status: prior.status, body: prior.body }, replayed: true };
      }
    }
    const answer = change();
    if (key !== null) tables.idempotency.record(account.id, key, { ...answer, requestHash: hash });
    return { answer, replayed: false };
  })();
  if (replayed) void reply.header('idempotent-replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}
