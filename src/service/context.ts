// What every route needs: the tables, the fault and rate-limit settings, the batch runner.
import type { FastifyRequest } from 'fastify';
import type { BatchRunner } from './batch/runner';
import type { Faults } from './http/faults';
import type { RateLimiter } from './http/rateLimit';
import type { Tables } from './db';

export interface ServiceContext {
  tables: Tables;
  faults: Faults;
  rateLimiter: RateLimiter;
  batchRunner: BatchRunner;
}

/** Where this request reached the service, for absolute image URLs. */
export const baseUrlOf = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}`;
