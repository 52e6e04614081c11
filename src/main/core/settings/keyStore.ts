// Where the API key is kept at rest. The Electron shell supplies an encrypted one (safeStorage);
// the web host, with no keyring to ask, a file only its user can read.
import { chmodSync, readFileSync, rmSync, statSync } from 'node:fs';
import { OWNER_ONLY, writePrivateFile } from './privateFile';

export interface KeyStore {
  load(): string | null;
  save(apiKey: string): void;
  clear(): void;
  /** How the key is protected, said plainly for the settings screen. */
  describe(): { encrypted: boolean; note: string };
}

/** Keeps the key for this run only (tests, the web host's demo). */
export class MemoryKeyStore implements KeyStore {
  private key: string | null;
  constructor(initial: string | null = null) {
    this.key = initial;
  }
  load(): string | null {
    return this.key;
  }
  save(apiKey: string): void {
    this.key = apiKey;
  }
  clear(): void {
    this.key = null;
  }
  describe() {
    return { encrypted: false, note: 'Kept in memory only; it is forgotten when PassDesk stops.' };
  }
}

/**
 * A plain file readable by its owner only, used where no keyring exists: the file's permissions
 * are all that protect the key, and describe() says so.
 */
export class FileKeyStore implements KeyStore {
  constructor(private readonly path: string) {}
  load(): string | null {
    try {
      // Loosened by hand or by a copy: tightened again before the key is read.
      if ((statSync(this.path).mode & 0o077) !== 0) chmodSync(this.path, OWNER_ONLY);
      const key = readFileSync(this.path, 'utf8').trim();
      return key === '' ? null : key;
    } catch {
      return null;
    }
  }
  save(apiKey: string): void {
    writePrivateFile(this.path, apiKey);
  }
  clear(): void {
    rmSync(this.path, { force: true });
  }
  describe() {
    return {
      encrypted: false,
      note: 'Not encrypted: stored as plain text in a file only this user account can open (no system keyring in use).',
    };
  }
}

/** Every key the store hands out or receives is also blanked out of the log. */
export function redactingKeyStore(store: KeyStore, redact: (secret: string) => void): KeyStore {
  return {
    load: () => {
      const key = store.load();
      if (key) redact(key);
      return key;
    },
    save: (apiKey) => {
      redact(apiKey);
      store.save(apiKey);
    },
    clear: () => store.clear(),
    describe: () => store.describe(),
  };
}
