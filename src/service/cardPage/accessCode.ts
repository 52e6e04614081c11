// The card page's rules for its access code: how a given code is compared, and when a client,
// or anyone without a device that opened the pass before, must wait before trying again.
import type { Translator } from '@shared/i18n/translate';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { CodeMiss } from '../db/cardCodeTries';

/**
 * Wrong codes one client may send for one pass in a window: enough for typos, too few to guess
 * a code of a few digits. It holds up only that client, so nobody locks the owner out from elsewhere.
 */
export const CLIENT_LIMIT = { misses: 10, windowMs: 10 * 60_000 };

/**
 * Wrong codes a pass takes from all clients together in a window, so many clients cannot guess
 * it either. A device that has opened the pass before is not held up by it: the owner's own
 * phone keeps working while strangers are refused. A new device of the owner waits at worst a day.
 */
export const PASS_LIMIT = { misses: 50, windowMs: 24 * 3600_000 };

/** How long the card page remembers a wrong code: the longer of the two windows. */
export const MISSES_KEPT_MS = Math.max(CLIENT_LIMIT.windowMs, PASS_LIMIT.windowMs);

/**
 * Compares a given code with the pass's in constant time whatever their lengths: both are hashed
 * first, so neither the length nor a shared beginning changes how long it takes.
 */
export function sameCode(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given.trim()), digest(expected));
}

export interface CodeTryRefusal {
  /** `client`: this client has sent too many; `pass`: the pass has had too many from everyone. */
  reason: 'client' | 'pass';
  retryAfterSeconds: number;
}

/** Seconds until the oldest of the last `limit` misses leaves the window; null when under it. */
function waitFor(
  misses: readonly CodeMiss[],
  limit: { misses: number; windowMs: number },
  now: number,
): number | null {
  const recent = misses.filter((m) => now - m.at < limit.windowMs);
  if (recent.length < limit.misses) return null;
  const freeing = recent[recent.length - limit.misses]!.at + limit.windowMs;
  return Math.max(1, Math.ceil((freeing - now) / 1000));
}

/** Why this client may not try a code for the pass now, given the pass's misses (oldest first). */
export function codeTryRefusal(
  misses: readonly CodeMiss[],
  client: string,
  knownDevice: boolean,
  now: number,
): CodeTryRefusal | null {
  const own = waitFor(
    misses.filter((m) => m.client === client),
    CLIENT_LIMIT,
    now,
  );
  if (own !== null) return { reason: 'client', retryAfterSeconds: own };
  const everyone = knownDevice ? null : waitFor(misses, PASS_LIMIT, now);
  return everyone === null ? null : { reason: 'pass', retryAfterSeconds: everyone };
}

/** The refusal in words for the person at the form, the wait said by Intl in their language. */
export function refusalText(words: Translator, refusal: CodeTryRefusal): string {
  const minutes = Math.ceil(refusal.retryAfterSeconds / 60);
  const wait =
    minutes < 120
      ? words.intl.formatNumber(minutes, { style: 'unit', unit: 'minute', unitDisplay: 'long' })
      : words.intl.formatNumber(Math.ceil(minutes / 60), {
          style: 'unit',
          unit: 'hour',
          unitDisplay: 'long',
        });
  return words.t(refusal.reason === 'client' ? 'pass.tooManyTries' : 'pass.passTooManyTries', {
    wait,
  });
}
