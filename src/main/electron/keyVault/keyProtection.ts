// What protects the API key at rest on this computer, said plainly for the settings screen (in
// the station's language: the note travels as a Said, its English kept for logs and tests).
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said, type Said } from '@shared/i18n/said';

/** The part of Electron's safeStorage the key store uses; a fake stands in for it in tests. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend?(): string;
}

export interface KeyProtection {
  /** True only when the key is encrypted with a secret the operating system guards. */
  encrypted: boolean;
  /** Whether to pass the key through safeStorage at all (obfuscation is still better than none). */
  useSafeStorage: boolean;
  /** The note in English. */
  note: string;
  said: Said;
}

/** Which keyring keeps the key, by Electron's name for the Linux backend. */
const KEYRINGS: Record<string, string> = {
  gnome_libsecret: 'gnome',
  kwallet: 'kwallet',
  kwallet5: 'kwallet',
  kwallet6: 'kwallet',
};

const protection = (encrypted: boolean, useSafeStorage: boolean, words: Said): KeyProtection => ({
  encrypted,
  useSafeStorage,
  note: inEnglish(words),
  said: words,
});

export function describeKeyProtection(
  platform: NodeJS.Platform,
  safeStorage: SafeStorageLike,
): KeyProtection {
  const available = safeStorage.isEncryptionAvailable();
  if (platform === 'linux') {
    const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
    const keyring = KEYRINGS[backend];
    if (available && keyring) {
      return protection(true, true, said('pass.key.keptIn', { keeper: keyring }));
    }
    if (available && backend === 'basic_text') {
      // Chromium's "basic" store encrypts with a fixed, public password: obfuscation only.
      return protection(false, true, said('pass.key.obscuredOnly'));
    }
    return protection(false, false, said('pass.key.plain', { why: 'noKeyring' }));
  }
  const guard = platform === 'darwin' ? 'macos' : platform === 'win32' ? 'windows' : null;
  if (available && guard) return protection(true, true, said('pass.key.keptIn', { keeper: guard }));
  if (available) return protection(true, true, said('pass.key.byOs'));
  return protection(false, false, said('pass.key.plain', { why: guard ?? 'noEncryption' }));
}
