import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { translatorOf } from '../../../src/shared/i18n/everyLanguage';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  describeKeyProtection,
  type SafeStorageLike,
} from '../../../src/main/electron/keyVault/keyProtection';
import { SafeStorageKeyVault } from '../../../src/main/electron/keyVault/safeStorageKeyVault';
import { redactingKeyVault } from '../../../src/main/core/settings/keyVault';

const KEY = 'pk_live_7f3a9c1e5b2d4a1a2b';
const BOUND = { apiKey: KEY, origin: 'https://passes.example' };

/** Stands in for safeStorage: a reversible scramble with a marker, and a switchable keyring. */
function fakeSafeStorage(backend: string, available = true): SafeStorageLike & { broken: boolean } {
  return {
    broken: false,
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString(plain) {
      return Buffer.concat([Buffer.from('v10'), Buffer.from(plain, 'utf8').map((b) => b ^ 0x5a)]);
    },
    decryptString(this: { broken: boolean }, encrypted) {
      if (this.broken || encrypted.subarray(0, 3).toString() !== 'v10')
        throw new Error('decrypt failed');
      return Buffer.from(encrypted.subarray(3).map((b) => b ^ 0x5a)).toString('utf8');
    },
  };
}

let dir: string;
let filePath: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-key-'));
  filePath = join(dir, 'api-key.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('key protection, said plainly', () => {
  it('reports real encryption for a Linux keyring, macOS and Windows', () => {
    expect(describeKeyProtection('linux', fakeSafeStorage('gnome_libsecret'))).toMatchObject({
      encrypted: true,
    });
    expect(describeKeyProtection('linux', fakeSafeStorage('kwallet6')).note).toMatch(/KWallet/);
    expect(describeKeyProtection('darwin', fakeSafeStorage('unknown')).note).toMatch(/Keychain/);
    expect(describeKeyProtection('win32', fakeSafeStorage('unknown')).note).toMatch(/DPAPI/);
  });

  it('does not call the basic_text store encryption', () => {
    const protection = describeKeyProtection('linux', fakeSafeStorage('basic_text'));
    expect(protection).toMatchObject({ encrypted: false, useSafeStorage: true });
    expect(protection.note).toMatch(/^Not protected: this Linux desktop has no keyring/);
  });

  it('says the key is plain text when no encryption is available', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      const protection = describeKeyProtection(platform, fakeSafeStorage('unknown', false));
      expect(protection).toMatchObject({ encrypted: false, useSafeStorage: false });
      expect(protection.note).toMatch(/^Not encrypted: .* plain text/);
    }
  });

  it('does not trust an unknown Linux backend even when encryption says it is available', () => {
    expect(describeKeyProtection('linux', fakeSafeStorage('unknown'))).toMatchObject({
      encrypted: false,
    });
  });
});

describe('SafeStorageKeyVault', () => {
  it('round-trips the key without writing it in the clear, readable by this user only', () => {
    const store = new SafeStorageKeyVault({
      safeStorage: fakeSafeStorage('gnome_libsecret'),
      platform: 'linux',
      filePath,
    });
    expect(store.load()).toBeNull();
    store.save(BOUND);
    const onDisk = readFileSync(filePath, 'utf8');
    expect(onDisk).not.toContain(KEY);
    expect(Buffer.from(JSON.parse(onDisk).data, 'base64').toString('latin1')).not.toContain(KEY);
    if (process.platform !== 'win32') expect(statSync(filePath).mode & 0o777).toBe(0o600);
    expect(
      new SafeStorageKeyVault({
        safeStorage: fakeSafeStorage('gnome_libsecret'),
        platform: 'linux',
        filePath,
      }).load(),
    ).toEqual(BOUND);
    expect(store.describe()).toEqual({
      encrypted: true,
      note: 'Encrypted with a key kept in the GNOME keyring (Secret Service).',
      said: [{ id: 'pass.key.keptIn', values: { keeper: 'gnome' } }],
    });
    // The settings screen says the same note in the station's language.
    expect(store.describe().said.map((s) => translatorOf('de').say(s))).toEqual([
      'Verschlüsselt mit einem Schlüssel in dem GNOME-Schlüsselbund (Secret Service).',
    ]);
  });

  it('clears the key', () => {
    const store = new SafeStorageKeyVault({
      safeStorage: fakeSafeStorage('kwallet5'),
      platform: 'linux',
      filePath,
    });
    store.save(BOUND);
    store.clear();
    expect(store.load()).toBeNull();
    store.clear(); // clearing twice is fine
  });

  it('stores plain text when nothing can encrypt, and encrypts it once something can', () => {
    new SafeStorageKeyVault({
      safeStorage: fakeSafeStorage('unknown', false),
      platform: 'darwin',
      filePath,
    }).save(BOUND);
    expect(JSON.parse(readFileSync(filePath, 'utf8')).format).toBe('plain');
    const later = new SafeStorageKeyVault({
      safeStorage: fakeSafeStorage('unknown'),
      platform: 'darwin',
      filePath,
    });
    expect(later.load()).toEqual(BOUND);
    expect(JSON.parse(readFileSync(filePath, 'utf8')).format).toBe('safeStorage');
    expect(readFileSync(filePath, 'utf8')).not.toContain(Buffer.from(KEY).toString('base64'));
  });

  it('rewraps a key obscured without a keyring once a keyring answers', () => {
    new SafeStorageKeyVault({
      safeStorage: fakeSafeStorage('basic_text'),
      platform: 'linux',
      filePath,
    }).save(BOUND);
    expect(JSON.parse(readFileSync(filePath, 'utf8'))).toMatchObject({
      format: 'safeStorage',
      encrypted: false,
    });
    const later = new SafeStorageKeyVault({
      safeStorage: fakeSafeStorage('gnome_libsecret'),
      platform: 'linux',
      filePath,
    });
    expect(later.load()).toEqual(BOUND);
    expect(JSON.parse(readFileSync(filePath, 'utf8'))).toMatchObject({
      format: 'safeStorage',
      encrypted: true,
    });
    expect(later.describe().encrypted).toBe(true);
  });

  it('says so when the saved key cannot be decrypted any more, and keeps the file', () => {
    const safeStorage = fakeSafeStorage('gnome_libsecret');
    const logged: string[] = [];
    const store = new SafeStorageKeyVault({
      safeStorage,
      platform: 'linux',
      filePath,
      log: (m) => logged.push(m),
    });
    store.save(BOUND);
    safeStorage.broken = true;
    expect(store.load()).toBeNull();
    expect(store.describe().note).toMatch(/could not be decrypted .* enter it again/);
    expect(store.describe().said.map((s) => translatorOf('fr').say(s))[0]).toMatch(
      /^La clé d’API enregistrée n’a pas pu être déchiffrée/,
    );
    expect(logged.join()).not.toContain(KEY);
    expect(readFileSync(filePath, 'utf8').length).toBeGreaterThan(0);
    store.save(BOUND);
    expect(store.describe().note).not.toMatch(/could not be decrypted/);
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['a wrong version', JSON.stringify({ version: 3, format: 'plain', data: 'eA==' })],
    [
      'a bare key where the key and its service belong',
      JSON.stringify({ version: 2, format: 'plain', data: 'eA==' }),
    ],
    ['an unknown format', JSON.stringify({ version: 1, format: 'rot13', data: 'eA==' })],
    ['an empty payload', JSON.stringify({ version: 1, format: 'plain', data: '' })],
    ['an array', '[]'],
  ])('treats a key file with %s as no key, and says why', (_what, content) => {
    writeFileSync(filePath, content);
    const store = new SafeStorageKeyVault({
      safeStorage: fakeSafeStorage('gnome_libsecret'),
      platform: 'linux',
      filePath,
    });
    expect(store.load()).toBeNull();
    expect(store.describe().note).toMatch(/key file .*; enter the API key again/);
  });
});

describe('a key bound to its service', () => {
  it('seals the origin inside the encryption, and reads a key saved unbound as unbound', () => {
    const safeStorage = fakeSafeStorage('gnome_libsecret');
    const store = new SafeStorageKeyVault({ safeStorage, platform: 'linux', filePath });
    store.save(BOUND);
    expect(readFileSync(filePath, 'utf8')).not.toContain('passes.example');
    expect(store.load()).toEqual(BOUND);
    // A file from before keys were bound: the key alone; the station binds it when it starts.
    writeFileSync(
      filePath,
      JSON.stringify({
        version: 1,
        format: 'safeStorage',
        data: safeStorage.encryptString(KEY).toString('base64'),
        encrypted: true,
      }),
    );
    expect(store.load()).toEqual({ apiKey: KEY, origin: null });
  });
});

describe('key vault seen through the log', () => {
  it('blanks every key it loads or saves out of the log', () => {
    const secrets: string[] = [];
    const inner = new SafeStorageKeyVault({
      safeStorage: fakeSafeStorage('kwallet'),
      platform: 'linux',
      filePath,
    });
    inner.save(BOUND);
    const store = redactingKeyVault(inner, (secret) => secrets.push(secret));
    expect(store.load()).toEqual(BOUND);
    store.save({ apiKey: 'pk_live_second_key_9999', origin: 'https://passes.example' });
    expect(secrets).toEqual([KEY, 'pk_live_second_key_9999']);
    expect(store.describe()).toEqual(inner.describe());
    store.clear();
    expect(store.load()).toBeNull();
    expect(secrets).toHaveLength(2);
  });
});
