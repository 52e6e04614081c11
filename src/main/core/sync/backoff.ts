// Exponential backoff with jitter, and the service's Retry-After when it gives one.
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 5 * 60_000 };

/**
 * Equal jitter: half the step is fixed, half random, so many stations coming back online at once
 * spread out without any of them retrying at once.
 */
export function retryDelay(
  policy: BackoffPolicy,
  attempt: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = step / 2 + random() * (step / 2);
  return Math.max(jittered, retryAfterMs ?? 0);
}
