// The per-run secret that proves a request comes from the page this host served.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_HEADER = 'x-passdesk-token';

export function newRunToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Compares in constant time; hashing first makes both sides the same length. */
export function tokenMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
