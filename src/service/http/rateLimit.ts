// Per-key rate limit over a sliding window; refused requests do not use up the budget.
import { ERROR_CODES } from '@shared/api';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from './serviceError';

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
}

export class RateLimiter {
  private readonly accepted = new Map<string, number[]>();

  constructor(
    private settings: RateLimitSettings | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  configure(settings: RateLimitSettings | undefined): void {
    this.settings = settings;
    this.accepted.clear();
  }

  /** Counts one request of a key, or throws 429 with `Retry-After` when the budget is spent. */
  take(key: string): void {
    if (!this.settings) return;
    const { max, windowSeconds } = this.settings;
    const now = this.now();
    const windowMs = windowSeconds * 1000;
    const times = (this.accepted.get(key) ?? []).filter((t) => t > now - windowMs);
    if (times.length >= max) {
      this.accepted.set(key, times);
      const retryAfter = Math.max(1, Math.ceil((times[0]! + windowMs - now) / 1000));
      throw new ServiceError(
        429,
        ERROR_CODES.rateLimited,
        `API rate limit exceeded: at most ${max} requests per ${windowSeconds} s; retry in ${retryAfter} s`,
        { 'retry-after': String(retryAfter) },
      );
    }
    times.push(now);
    this.accepted.set(key, times);
  }

  /** preHandler for the rate-limited endpoints (loyalty create and check-in share one budget). */
  readonly preHandler = async (request: FastifyRequest): Promise<void> => {
    if (request.account) this.take(request.account.id);
  };
}
