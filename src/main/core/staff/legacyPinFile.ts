// The one manager PIN of earlier versions (`manager-pin.json`): read once, to become the first owner.
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { said, type Said } from '@shared/i18n/said';
import { pinHash, readJsonOrNull } from './pinHash';

const stored = pinHash.extend({
  wrongTries: z.number().int().min(0).max(1_000_000),
  waitUntil: z.number().int().min(0).nullable(),
});
export type LegacyPin = z.infer<typeof stored>;

export type LegacyPinState =
  { kind: 'none' } | { kind: 'set'; pin: LegacyPin } | { kind: 'damaged'; problem: Said };

export function readLegacyPinFile(file: string): LegacyPinState {
  if (!existsSync(file)) return { kind: 'none' };
  const parsed = stored.safeParse(readJsonOrNull(file));
  if (parsed.success) return { kind: 'set', pin: parsed.data };
  return {
    kind: 'damaged',
    problem: said('store.staff.legacyPinDamaged', { file }),
  };
}
