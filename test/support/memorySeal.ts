// A keyring stand-in for tests: what it seals opens only with the key it holds in memory, so a
// copy of the files it sealed is useless without this very object.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretSeal } from '../../src/main/core/settings/secretSeal';

/** A keyring stand-in: what it seals opens only with the key it holds in memory. */
export function memorySeal(): SecretSeal {
  const key = randomBytes(32);
  return {
    seal: (text) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open: (sealed) => {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString();
    },
  };
}
