// A PIN kept only as a scrypt hash, wrapped with the store's PIN key when it has one (pinKey.ts):
// the cost the app writes (and the only one it accepts), the check of a given PIN against a kept
// hash, the wrapping of a hash kept before keys, and the reading of the files that keep them.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { z } from 'zod';
import { failure } from '@shared/i18n/failure';
import type { PinKey } from './pinKey';

const scrypt = promisify(scryptCallback) as (
  pin: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** About 50 ms a guess on a desktop: nothing for a person, a wall for a list of every PIN. */
export const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
/** Enough for COST and no more: a file asking for more is refused, not obeyed. */
export const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_BYTES = 32;

export const pinHash = z.object({
  salt: z.string().regex(/^[0-9a-f]{32}$/),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  // Only what this app writes: a hostile N = 2^30 would hold the station for minutes a try.
  cost: z.object({ N: z.literal(COST.N), r: z.literal(COST.r), p: z.literal(COST.p) }),
  /** The id of the PIN key `hash` is wrapped with; absent: plain scrypt, kept before keys. */
  key: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
});
export type PinHash = z.infer<typeof pinHash>;

/** A kept file's JSON, or null when it cannot be read: its schema then refuses it as damaged. */
export function readJsonOrNull(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function scryptOf(pin: string, salt: string, cost: PinHash['cost']): Promise<Buffer> {
  return scrypt(pin, Buffer.from(salt, 'hex'), KEY_BYTES, { ...cost, maxmem: MAX_MEMORY });
}

/** A new hash of `pin`, wrapped with the store's PIN key when this till holds one. */
export async function hashPin(pin: string, pinKey: PinKey): Promise<PinHash> {
  const salt = randomBytes(16).toString('hex');
  const plain = {
    salt,
    hash: (await scryptOf(pin, salt, COST)).toString('hex'),
    cost: { ...COST },
  };
  return wrapped(plain, pinKey) ?? plain;
}

/**
 * A hash kept before keys, wrapped with the store's key: the same salt (so a forgotten till's
 * notice still names the person until the PIN itself changes), no PIN needed. Null when there is
 * no key here or the hash is wrapped already.
 */
export function wrapped(kept: PinHash, pinKey: PinKey): PinHash | null {
  const id = pinKey.id;
  if (kept.key !== undefined || id === null) return null;
  const hash = pinKey.wrap(Buffer.from(kept.hash, 'hex')).toString('hex');
  return { salt: kept.salt, hash, cost: { ...kept.cost }, key: id };
}

/** Whether `after` is exactly `before` (kept before keys) wrapped with this till's key. */
export function isWrapOf(before: PinHash, after: PinHash, pinKey: PinKey): boolean {
  if (before.key !== undefined || after.key === undefined || after.key !== pinKey.id) return false;
  if (before.salt !== after.salt) return false;
  return pinKey.wraps(Buffer.from(before.hash, 'hex'), Buffer.from(after.hash, 'hex'));
}

/**
 * Whether `pin` is the kept one. A hash wrapped with a key this till does not hold cannot be
 * checked here: that is said, not counted as a wrong PIN.
 */
export async function pinMatches(pin: string, kept: PinHash, pinKey: PinKey): Promise<boolean> {
  if (kept.key !== undefined && kept.key !== pinKey.id) {
    throw failure('forbidden', 'store.pin.otherKey');
  }
  const plain = await scryptOf(pin, kept.salt, kept.cost);
  const given = kept.key === undefined ? plain : pinKey.wrap(plain);
  return timingSafeEqual(given, Buffer.from(kept.hash, 'hex'));
}
