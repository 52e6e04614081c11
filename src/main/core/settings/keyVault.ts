// Where the API key is kept at rest, with the origin of the service it belongs to. The Electron
// shell supplies an encrypted vault (safeStorage); the web host, with no keyring to ask, a file
// only its user can read.
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said, type Said } from '@shared/i18n/said';
import { chmodSync, readFileSync, rmSync, statSync } from 'node:fs';
import { z } from 'zod';
import { OWNER_ONLY, writePrivateFile } from './privateFile';

/**
 * A key and the service origin it was given for. `origin` is null for a key saved before keys
 * were bound: the station binds it to the service it was used with when it starts.
 */
export interface StoredKey {
  apiKey: string;
  origin: string | null;
}

export interface KeyVault {
  load(): StoredKey | null;
  save(key: { apiKey: string; origin: string }): void;
  clear(): void;
  /**
   * How the key is protected, said plainly for the settings screen: `note` in English, `said` the
   * same sentences to say in the station's language.
   */
  describe(): { encrypted: boolean; note: string; said?: Said[] };
}

/** Keeps the key for this run only (tests, the web host's demo). */
export class MemoryKeyVault implements KeyVault {
  private key: StoredKey | null;
  constructor(initial: StoredKey | null = null) {
    this.key = initial;
  }
  load(): StoredKey | null {
    return this.key;
  }
  save(key: { apiKey: string; origin: string }): void {
    this.key = { ...key };
  }
  clear(): void {
    this.key = null;
  }
  describe() {
    return { encrypted: false, ...noteOf(said('main.settings.keyInMemory')) };
  }
}

const noteOf = (words: Said) => ({ note: inEnglish(words), said: [words] });

const keyFile = z.object({ origin: z.string().url(), apiKey: z.string().min(1) });

/**
 * A plain file readable by its owner only, used where no keyring exists: the file's permissions
 * are all that protect the key, and describe() says so.
 */
export class FileKeyVault implements KeyVault {
  constructor(private readonly path: string) {}
  load(): StoredKey | null {
    let text: string;
    try {
      // Loosened by hand or by a copy: tightened again before the key is read.
      if ((statSync(this.path).mode & 0o077) !== 0) chmodSync(this.path, OWNER_ONLY);
      text = readFileSync(this.path, 'utf8').trim();
    } catch {
      return null;
    }
    if (text === '') return null;
    if (!text.startsWith('{')) return { apiKey: text, origin: null }; // a key saved unbound
    let raw: unknown = null;
    try {
      raw = JSON.parse(text);
    } catch {
      // Damaged: no key, as if none were saved.
    }
    const parsed = keyFile.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }
  save(key: { apiKey: string; origin: string }): void {
    writePrivateFile(this.path, JSON.stringify({ origin: key.origin, apiKey: key.apiKey }));
  }
  clear(): void {
    rmSync(this.path, { force: true });
  }
  describe() {
    return { encrypted: false, ...noteOf(said('main.settings.keyInPlainFile')) };
  }
}

/** Every key the vault hands out or receives is also blanked out of the log. */
export function redactingKeyVault(vault: KeyVault, redact: (secret: string) => void): KeyVault {
  return {
    load: () => {
      const key = vault.load();
      if (key) redact(key.apiKey);
      return key;
    },
    save: (key) => {
      redact(key.apiKey);
      vault.save(key);
    },
    clear: () => vault.clear(),
    describe: () => vault.describe(),
  };
}
