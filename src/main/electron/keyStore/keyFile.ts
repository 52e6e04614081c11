// The file holding the API key: its format, checked with zod when read, and written atomically.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { z } from 'zod';
import { writePrivateFile } from '../../core/settings/privateFile';

export const keyFileSchema = z.object({
  version: z.literal(1),
  /** `safeStorage`: base64 of safeStorage's bytes; `plain`: base64 of the UTF-8 key itself. */
  format: z.enum(['safeStorage', 'plain']),
  data: z.string().min(1),
  /** Whether a keyring guarded it when written, so a better protection later rewraps it. */
  encrypted: z.boolean().default(false),
});
export type KeyFile = z.output<typeof keyFileSchema>;

export type KeyFileRead =
  { kind: 'absent' } | { kind: 'unreadable'; reason: string } | { kind: 'ok'; file: KeyFile };

export function readKeyFile(path: string): KeyFileRead {
  if (!existsSync(path)) return { kind: 'absent' };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return { kind: 'unreadable', reason: 'the key file is not valid JSON' };
  }
  const parsed = keyFileSchema.safeParse(raw);
  return parsed.success
    ? { kind: 'ok', file: parsed.data }
    : { kind: 'unreadable', reason: 'the key file has an unknown format' };
}

/** Writes beside the target and renames over it, so a crash never leaves half a key. */
export function writeKeyFile(path: string, file: KeyFile): void {
  writePrivateFile(path, JSON.stringify(file));
}

export function removeKeyFile(path: string): void {
  rmSync(path, { force: true });
}
