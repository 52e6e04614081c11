// What protects the API key at rest on this computer, said plainly for the settings screen.

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
  note: string;
}

const KEYRING_NAMES: Record<string, string> = {
  gnome_libsecret: 'the GNOME keyring (Secret Service)',
  kwallet: 'KWallet',
  kwallet5: 'KWallet',
  kwallet6: 'KWallet',
};

export function describeKeyProtection(
  platform: NodeJS.Platform,
  safeStorage: SafeStorageLike,
): KeyProtection {
  const available = safeStorage.isEncryptionAvailable();
  if (platform === 'linux') {
    const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
    const keyring = KEYRING_NAMES[backend];
    if (available && keyring) {
      return {
        encrypted: true,
        useSafeStorage: true,
        note: `Encrypted with a key kept in ${keyring}.`,
      };
    }
    if (available && backend === 'basic_text') {
      // Chromium's "basic" store encrypts with a fixed, public password: obfuscation only.
      return {
        encrypted: false,
        useSafeStorage: true,
        note:
          'Not protected: this Linux desktop has no keyring (GNOME Keyring or KWallet), so the key is ' +
          'only obscured on disk. Anyone who can open files of this user account can read it.',
      };
    }
    return {
      encrypted: false,
      useSafeStorage: false,
      note: plainNote('no keyring answered on this Linux desktop'),
    };
  }
  const guard =
    platform === 'darwin' ? 'the macOS Keychain' : platform === 'win32' ? 'Windows (DPAPI)' : null;
  if (available && guard) {
    return {
      encrypted: true,
      useSafeStorage: true,
      note: `Encrypted with a key kept in ${guard}.`,
    };
  }
  if (available) {
    return { encrypted: true, useSafeStorage: true, note: 'Encrypted by the operating system.' };
  }
  return {
    encrypted: false,
    useSafeStorage: false,
    note: plainNote(
      guard ? `${guard} is not available` : 'the operating system offers no encryption',
    ),
  };
}

function plainNote(why: string): string {
  return (
    `Not encrypted: ${why}, so the key is stored as plain text in a file only this user account ` +
    'can open. Anyone with access to this account can read it.'
  );
}
