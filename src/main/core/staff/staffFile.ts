// The station's people and sign-in rules in one owner-only file (`staff.json`): its format, a
// reading that never throws, and the upgrade from the single manager PIN of earlier versions.
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { said, type Said } from '@shared/i18n/said';
import { staffName, staffPolicy, staffRole } from '@shared/ipc/staffContract';
import { writePrivateFile } from '../settings/privateFile';
import { readLegacyPinFile } from './legacyPinFile';
import { pinHash, readJsonOrNull } from './pinHash';

export const storedPerson = z.object({
  id: z.uuid(),
  name: staffName,
  role: staffRole,
  pin: pinHash,
  /** The sha256 (hex) of the badge code last issued, never the code itself. */
  badgeHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  wrongTries: z.number().int().min(0).max(1_000_000),
  waitUntil: z.number().int().min(0).nullable(),
  createdAt: z.iso.datetime(),
  /** When the owner last changed the person (not their wrong PINs); absent before stores shared. */
  updatedAt: z.iso.datetime().optional(),
  /** Signed in last with a PIN shorter than an owner or a manager needs: asked to change it. */
  shortPin: z.boolean().optional(),
});
export type StoredPerson = z.infer<typeof storedPerson>;

const staffFile = z.object({
  version: z.literal(1),
  people: z.array(storedPerson).max(1000),
  policy: staffPolicy,
});
export type StaffFile = z.infer<typeof staffFile>;

/** A store upgrading keeps today's open counter: any cashier, until the owner says otherwise. */
export const DEFAULT_POLICY = { idleMinutes: 10, anyCashier: true } as const;

export type StaffFileState = { kind: 'ok'; file: StaffFile } | { kind: 'damaged'; problem: Said };

export function readStaffFile(file: string): StaffFileState {
  const parsed = staffFile.safeParse(readJsonOrNull(file));
  if (parsed.success) return { kind: 'ok', file: parsed.data };
  return {
    kind: 'damaged',
    problem: said('store.staff.fileDamaged', { file }),
  };
}

export function writeStaffFile(file: string, contents: StaffFile): void {
  writePrivateFile(file, JSON.stringify(contents));
}

/**
 * The staff as kept, upgrading an earlier version's manager PIN first: it becomes the owner
 * "Owner" with the same hash and wait. The new file is durable before the old one goes, so a
 * crash between the two leaves both, and the next start keeps the new one and removes the old.
 */
export function loadStaff(file: string, legacyFile: string, now: () => Date): StaffFileState {
  if (existsSync(file)) {
    const state = readStaffFile(file);
    if (state.kind === 'ok') rmSync(legacyFile, { force: true });
    return state;
  }
  const legacy = readLegacyPinFile(legacyFile);
  if (legacy.kind === 'damaged') return legacy;
  const contents: StaffFile = { version: 1, people: [], policy: { ...DEFAULT_POLICY } };
  if (legacy.kind === 'none') return { kind: 'ok', file: contents };
  const { salt, hash, cost, wrongTries, waitUntil } = legacy.pin;
  contents.people.push({
    id: randomUUID(),
    name: 'Owner',
    role: 'owner',
    pin: { salt, hash, cost },
    badgeHash: null,
    wrongTries,
    waitUntil,
    createdAt: now().toISOString(),
  });
  writeStaffFile(file, contents);
  syncFolder(dirname(file));
  rmSync(legacyFile, { force: true });
  return { kind: 'ok', file: contents };
}

/** Makes the rename of the new file durable before the old one is removed. */
function syncFolder(folder: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // Not every system syncs a folder (Windows); the file itself was synced before its rename.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
