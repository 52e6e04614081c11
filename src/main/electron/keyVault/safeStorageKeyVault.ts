// The API key at rest: encrypted with Electron's safeStorage where the system offers it, and an
// honest description of the protection for the settings screen.
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said, type Said } from '@shared/i18n/said';
import { describeKeyProtection, type SafeStorageLike } from './keyProtection';
import type { KeyVault, StoredKey } from '../../core/settings/keyVault';
import { boundKey, readKeyFile, removeKeyFile, writeKeyFile } from './keyFile';

export interface KeyVaultDescription {
  encrypted: boolean;
  /** The note in English, for logs. */
  note: string;
  /** The note's sentences, said in the station's language by the settings screen. */
  said: Said[];
}

export interface SafeStorageKeyVaultOptions {
  safeStorage: SafeStorageLike;
  platform: NodeJS.Platform;
  /** The key file, in the app's user data folder. */
  filePath: string;
  log?: (message: string) => void;
}

export class SafeStorageKeyVault implements KeyVault {
  private problem: Said | null = null;

  constructor(private readonly options: SafeStorageKeyVaultOptions) {}

  load(): StoredKey | null {
    const read = readKeyFile(this.options.filePath);
    if (read.kind === 'absent') return null;
    if (read.kind === 'unreadable') {
      return this.fail(
        said(read.reason === 'notJson' ? 'pass.key.notJson' : 'pass.key.unknownFormat'),
      );
    }
    const bytes = Buffer.from(read.file.data, 'base64');
    let text: string;
    try {
      text =
        read.file.format === 'plain'
          ? bytes.toString('utf8')
          : this.options.safeStorage.decryptString(bytes);
    } catch {
      return this.fail(said('pass.key.cannotDecrypt'));
    }
    if (read.file.version === 1) return { apiKey: text, origin: null };
    const key = sealed(text);
    if (!key) return this.fail(said('pass.key.unknownFormat'));
    // A key saved with weaker protection (none, or Linux's obscuring) is rewrapped as soon as a
    // keyring is there.
    const now = this.protection();
    const upgrade =
      (read.file.format === 'plain' && now.useSafeStorage) ||
      (!read.file.encrypted && now.encrypted);
    if (upgrade) this.save(key);
    return key;
  }

  save(key: { apiKey: string; origin: string }): void {
    const protection = this.protection();
    const text = JSON.stringify({ origin: key.origin, apiKey: key.apiKey });
    const data = protection.useSafeStorage
      ? this.options.safeStorage.encryptString(text).toString('base64')
      : Buffer.from(text, 'utf8').toString('base64');
    writeKeyFile(this.options.filePath, {
      version: 2,
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

  describe(): KeyVaultDescription {
    const protection = this.protection();
    const sentences = this.problem ? [this.problem, protection.said] : [protection.said];
    return {
      encrypted: protection.encrypted,
      note: sentences.map(inEnglish).join(' '),
      said: sentences,
    };
  }

  private protection() {
    return describeKeyProtection(this.options.platform, this.options.safeStorage);
  }

  private fail(problem: Said): null {
    this.problem = problem;
    this.options.log?.(`API key not loaded: ${inEnglish(problem)}`);
    return null;
  }
}

function sealed(text: string): { apiKey: string; origin: string } | null {
  try {
    const parsed = boundKey.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
