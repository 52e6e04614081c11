// The station's private key for the store's network is sealed with safeStorage exactly where the
// API key is, and kept in an owner-only file where the API key is too.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadIdentity } from '../../../src/main/core/store/link/identity';
import type { SafeStorageLike } from '../../../src/main/electron/keyVault/keyProtection';
import { safeStorageSeal } from '../../../src/main/electron/keyVault/secretSeal';

function fakeSafeStorage(backend: string, available = true): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (plain) => Buffer.from(Buffer.from(plain, 'utf8').map((b) => b ^ 0x5a)),
    decryptString: (sealed) => Buffer.from(sealed.map((b) => b ^ 0x5a)).toString('utf8'),
  };
}

it('seals the key with a keyring, and keeps it plain, owner-only, with none', async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'passdesk-seal-')), 'station-identity.json');
  const sealed = safeStorageSeal(fakeSafeStorage('gnome_libsecret'), 'linux');
  expect(sealed).toBeDefined();
  const made = await loadIdentity(path, 'station-1', sealed, new Date());
  expect(readFileSync(path, 'utf8')).not.toContain('PRIVATE KEY');
  expect((await loadIdentity(path, 'station-1', sealed, new Date())).identity).toEqual(
    made.identity,
  );
  expect(safeStorageSeal(fakeSafeStorage('unknown', false), 'linux')).toBeUndefined();
  expect(safeStorageSeal(fakeSafeStorage('', true), 'darwin')).toBeDefined();
});
