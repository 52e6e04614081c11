// A PIN kept only as a scrypt hash: the cost the app writes (and the only one it accepts), the
// check of a given PIN against a kept hash, and the reading of the files that keep them.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { z } from 'zod';

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

export async function hashPin(pin: string): Promise<PinHash> {
  const salt = randomBytes(16);
  const hash = await scrypt(pin, salt, KEY_BYTES, { ...COST, maxmem: MAX_MEMORY });
  return { salt: salt.toString('hex'), hash: hash.toString('hex'), cost: { ...COST } };
}

export async function pinMatches(pin: string, kept: PinHash): Promise<boolean> {
  const given = await scrypt(pin, Buffer.from(kept.salt, 'hex'), KEY_BYTES, {
    ...kept.cost,
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(given, Buffer.from(kept.hash, 'hex'));
}
