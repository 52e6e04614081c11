// The API key at rest: encrypted with Electron's safeStorage where the system offers it, and an
// honest description of the protection for the settings screen.
import { describeKeyProtection, type SafeStorageLike } from './keyProtection';
import { readKeyFile, removeKeyFile, writeKeyFile } from './keyFile';

export interface KeyStoreDescription {
  encrypted: boolean;
  note: string;
}

export interface SafeStorageKeyStoreOptions {
  safeStorage: SafeStorageLike;
  platform: NodeJS.Platform;
  /** The key file, in the app's user data folder. */
  filePath: string;
  log?: (message: string) => void;
}

export class SafeStorageKeyStore {
  private problem: string | null = null;

  constructor(private readonly options: SafeStorageKeyStoreOptions) {}

  load(): string | null {
    const read = readKeyFile(this.options.filePath);
    if (read.kind === 'absent') return null;
    if (read.kind === 'unreadable') return this.fail(`${read.reason}; enter the API key again.`);
    const bytes = Buffer.from(read.file.data, 'base64');
    let key: string;
    try {
      key =
        read.file.format === 'plain'
          ? bytes.toString('utf8')
          : this.options.safeStorage.decryptString(bytes);
    } catch {
      return this.fail(
        'The saved API key could not be decrypted (the system keyring or user account changed); enter it again.',
      );
    }
    // A key saved with weaker protection (none, or Linux's obscuring) is rewrapped as soon as a
    // keyring is there.
    const now = this.protection();
    const upgrade =
      (read.file.format === 'plain' && now.useSafeStorage) ||
      (!read.file.encrypted && now.encrypted);
    if (upgrade) this.save(key);
    return key;
  }

  save(apiKey: string): void {
    const protection = this.protection();
    const data = protection.useSafeStorage
      ? this.options.safeStorage.encryptString(apiKey).toString('base64')
      : Buffer.from(apiKey, 'utf8').toString('base64');
    writeKeyFile(this.options.filePath, {
      version: 1,
      format: protection.useSafeStorage ? 'safeStorage' : 'plain',
      data,
      encrypted: protection.encrypted,
    });
    this.problem = null;
  }

  clear(): void {
    removeKeyFile(this.options.filePath);
    this.problem = null;
  }

  describe(): KeyStoreDescription {
    const { encrypted, note } = this.protection();
    return { encrypted, note: this.problem ? `${this.problem} ${note}` : note };
  }

  private protection() {
    return describeKeyProtection(this.options.platform, this.options.safeStorage);
  }

  private fail(problem: string): null {
    this.problem = problem;
    this.options.log?.(`API key not loaded: ${problem}`);
    return null;
  }
}
