// Pairing codes: 8 characters naming 40 bits of the inviter's certificate fingerprint (so the
// joining till can tell it reached the right station) and 4 characters of 20 random bits (the
// secret it proves), valid for a few minutes and voided after a few wrong tries.
import { randomInt, timingSafeEqual } from 'node:crypto';

export const INVITE_MS = 5 * 60_000;
export const MAX_WRONG_TRIES = 5;

/** Crockford's base 32: no I, L, O or U, so a code read aloud is not mistyped. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function base32(value: bigint, chars: number): string {
  let text = '';
  for (let i = chars - 1; i >= 0; i -= 1) text += ALPHABET[Number((value >> BigInt(5 * i)) & 31n)];
  return text;
}

/** The 8 characters a code carries of a certificate's fingerprint: its first 40 bits. */
export function fingerprintPart(fingerprint: string): string {
  return base32(BigInt(`0x${fingerprint.slice(0, 10)}`), 8);
}

/** The code as typed: three groups of four. */
export function groupCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}`;
}

export type Verdict = 'welcome' | 'wrongCode' | 'expired' | 'tooManyTries' | 'noInvite' | 'idTaken';

export class Invite {
  readonly secret = base32(BigInt(randomInt(0, 2 ** 20)), 4);
  readonly code: string;
  readonly expiresAt: number;
  private wrongTries = 0;

  constructor(fingerprint: string, now: number) {
    this.code = fingerprintPart(fingerprint) + this.secret;
    this.expiresAt = now + INVITE_MS;
  }

  /**
   * Judges one try. It runs to its end without waiting, so tries arriving together are judged
   * one after another and never more than MAX_WRONG_TRIES of them count.
   */
  judge(secret: string, now: number): Verdict {
    if (this.wrongTries >= MAX_WRONG_TRIES) return 'tooManyTries';
    if (now > this.expiresAt) return 'expired';
    const right = timingSafeEqual(Buffer.from(secret), Buffer.from(this.secret));
    if (right) return 'welcome';
    this.wrongTries += 1;
    return this.wrongTries >= MAX_WRONG_TRIES ? 'tooManyTries' : 'wrongCode';
  }

  /** Whether the invite can still welcome anyone. */
  open(now: number): boolean {
    return this.wrongTries < MAX_WRONG_TRIES && now <= this.expiresAt;
  }
}
