// The file holding the API key: its format, checked with zod when read, and written atomically.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { z } from 'zod';
import { writePrivateFile } from '../../core/settings/privateFile';

export const keyFileSchema = z.object({
  /**
   * 1: the data is the key alone, saved before keys were bound to a service; 2: the data is the
   * JSON of `boundKey`, the key sealed together with the origin it was given for.
   */
  version: z.union([z.literal(1), z.literal(2)]),
  /** `safeStorage`: base64 of safeStorage's bytes; `plain`: base64 of the UTF-8 text itself. */
  format: z.enum(['safeStorage', 'plain']),
  data: z.string().min(1),
  /** Whether a keyring guarded it when written, so a better protection later rewraps it. */
  encrypted: z.boolean().default(false),
});
export type KeyFile = z.output<typeof keyFileSchema>;

/** What a version 2 file seals: the origin travels inside the encryption, not beside it. */
export const boundKey = z.object({ origin: z.string().url(), apiKey: z.string().min(1) });

export type KeyFileRead =
  | { kind: 'absent' }
  | { kind: 'unreadable'; reason: 'notJson' | 'unknownFormat' }
  | { kind: 'ok'; file: KeyFile };

export function readKeyFile(path: string): KeyFileRead {
  if (!existsSync(path)) return { kind: 'absent' };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return { kind: 'unreadable', reason: 'notJson' };
  }
  const parsed = keyFileSchema.safeParse(raw);
  return parsed.success
    ? { kind: 'ok', file: parsed.data }
    : { kind: 'unreadable', reason: 'unknownFormat' };
}

/** Writes beside the target and renames over it, so a crash never leaves half a key. */
export function writeKeyFile(path: string, file: KeyFile): void {
  writePrivateFile(path, JSON.stringify(file));
}

export function removeKeyFile(path: string): void {
  rmSync(path, { force: true });
}
