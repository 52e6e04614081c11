// The one manager PIN of earlier versions (`manager-pin.json`): read once, to become the first owner.
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { pinHash, readJsonOrNull } from './pinHash';

const stored = pinHash.extend({
  wrongTries: z.number().int().min(0).max(1_000_000),
  waitUntil: z.number().int().min(0).nullable(),
});
export type LegacyPin = z.infer<typeof stored>;

export type LegacyPinState =
  { kind: 'none' } | { kind: 'set'; pin: LegacyPin } | { kind: 'damaged'; problem: string };

export function readLegacyPinFile(file: string): LegacyPinState {
  if (!existsSync(file)) return { kind: 'none' };
  const parsed = stored.safeParse(readJsonOrNull(file));
  if (parsed.success) return { kind: 'set', pin: parsed.data };
  return {
    kind: 'damaged',
    problem:
      `The manager PIN file of an earlier PassDesk cannot be read, so nobody can sign in. ` +
      `Close PassDesk, remove ${file} and start it again, then add the owner on the Staff screen.`,
  };
}
