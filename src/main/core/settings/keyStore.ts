// Where the API key is kept at rest. The Electron shell supplies an encrypted one (safeStorage).
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

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

/** A plain file readable by its owner only; used where no keyring exists. */
export class FileKeyStore implements KeyStore {
  constructor(private readonly path: string) {}
  load(): string | null {
    try {
      const key = readFileSync(this.path, 'utf8').trim();
      return key === '' ? null : key;
    } catch {
      return null;
    }
  }
  save(apiKey: string): void {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const temp = `${this.path}.tmp`;
    writeFileSync(temp, apiKey, { mode: 0o600 });
    chmodSync(temp, 0o600);
    renameSync(temp, this.path);
  }
  clear(): void {
    rmSync(this.path, { force: true });
  }
  describe() {
    return {
      encrypted: false,
      note: 'Stored unencrypted in a file only your user account can read (no system keyring in use).',
    };
  }
}
