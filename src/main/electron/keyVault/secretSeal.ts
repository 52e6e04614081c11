// The station's private key for the store's network sealed the way the API key is: with
// safeStorage wherever the key store would use it.
import type { SecretSeal } from '../../core/settings/secretSeal';
import { describeKeyProtection, type SafeStorageLike } from './keyProtection';

/** A seal over safeStorage, or none (an owner-only file) where the API key gets none either. */
export function safeStorageSeal(
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform,
): SecretSeal | undefined {
  if (!describeKeyProtection(platform, safeStorage).useSafeStorage) return undefined;
  return {
    seal: (text) => safeStorage.encryptString(text).toString('base64'),
    open: (sealed) => safeStorage.decryptString(Buffer.from(sealed, 'base64')),
  };
}
