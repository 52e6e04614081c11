// The manager PIN's file: its format, the scrypt cost the app writes (and the only one it
// accepts), and a reading that never throws, so a damaged file cannot stop the counter.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { writePrivateFile } from '../settings/privateFile';

/** About 50 ms a guess on a desktop: nothing for a person, a wall for a list of every PIN. */
export const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
/** Enough for COST and no more: a file asking for more is refused, not obeyed. */
export const MAX_MEMORY = 64 * 1024 * 1024;

const stored = z.object({
  salt: z.string().regex(/^[0-9a-f]{32}$/),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  // Only what this app writes: a hostile N = 2^30 would hold the station for minutes a try.
  cost: z.object({ N: z.literal(COST.N), r: z.literal(COST.r), p: z.literal(COST.p) }),
  wrongTries: z.number().int().min(0).max(1_000_000),
  waitUntil: z.number().int().min(0).nullable(),
});
export type StoredPin = z.infer<typeof stored>;

export type PinFileState =
  { kind: 'none' } | { kind: 'set'; pin: StoredPin } | { kind: 'damaged'; problem: string };

export function readPinFile(file: string): PinFileState {
  if (!existsSync(file)) return { kind: 'none' };
  let raw: unknown = null;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // Unreadable as JSON: refused below like any other damage.
  }
  if (stored.safeParse(raw).success) return { kind: 'set', pin: stored.parse(raw) };
  return {
    kind: 'damaged',
    problem:
      `The manager PIN file cannot be read, so the manager's screens stay locked. ` +
      `To set a new PIN, close PassDesk, remove ${file} and start it again.`,
  };
}

export function writePinFile(file: string, pin: StoredPin): void {
  writePrivateFile(file, JSON.stringify(pin));
}
