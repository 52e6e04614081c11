// A secret of this station, kept outside its databases as its other secrets are: sealed by the
// system keyring when the shell gives a seal, otherwise in a file only this user account can open.
// The keys derived from it digest what must not be guessable from a copy of a database alone
// (an imported row's key) and seal what the station must keep for a while but never in the clear
// (the id an erasure still has to send).
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { SecretSeal } from './secretSeal';
import { writePrivateFile } from './privateFile';

const secretFile = z.object({
  version: z.literal(1),
  /** `sealed`: the seal's text; `plain`: the secret itself, protected by the file's mode alone. */
  secret: z.object({ format: z.enum(['sealed', 'plain']), data: z.string().min(1) }),
});
const SECRET = /^[0-9a-f]{64}$/;

/** What each derived key is for: one purpose, one key. */
export type SecretUse = 'importRows' | 'erasureSeal' | 'accessCode' | 'erasedIds';

const SEALED_PREFIX = 'sealed1:';

export class StationSecret {
  private readonly keys = new Map<SecretUse, Buffer>();

  private constructor(private readonly secret: Buffer) {}

  /**
   * The station's secret from `path`, made and written on first use. A file that cannot be read
   * is an error naming it: a new secret would silently orphan every digest made with the old.
   */
  static load(path: string, seal: SecretSeal | undefined): StationSecret {
    if (!existsSync(path)) {
      const secret = randomBytes(32).toString('hex');
      const data = seal ? { format: 'sealed' as const, data: seal.seal(secret) } : null;
      const stored = { version: 1, secret: data ?? { format: 'plain' as const, data: secret } };
      writePrivateFile(path, JSON.stringify(stored));
      return new StationSecret(Buffer.from(secret, 'hex'));
    }
    const parsed = secretFile.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    const damaged = () => new Error(`The station's secret in ${path} cannot be read.`);
    if (!parsed.success) throw damaged();
    const { format, data } = parsed.data.secret;
    if (format === 'sealed' && !seal) throw damaged();
    const secret = format === 'sealed' ? seal!.open(data) : data;
    if (!SECRET.test(secret)) throw damaged();
    if (format === 'plain' && seal) {
      writePrivateFile(
        path,
        JSON.stringify({ version: 1, secret: { format: 'sealed', data: seal.seal(secret) } }),
      );
    }
    return new StationSecret(Buffer.from(secret, 'hex'));
  }

  /** A fresh secret held in memory only (tests, and a core given no folder of its own). */
  static inMemory(): StationSecret {
    return new StationSecret(randomBytes(32));
  }

  private key(use: SecretUse): Buffer {
    let key = this.keys.get(use);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.secret, Buffer.alloc(0), use, 32));
      this.keys.set(use, key);
    }
    return key;
  }

  /** A keyed digest (HMAC-SHA-256, hex): nobody without the secret can confirm a guess. */
  digest(use: SecretUse, text: string): string {
    return createHmac('sha256', this.key(use)).update(text).digest('hex');
  }

  /** `text` sealed (AES-256-GCM), readable only with this station's secret. */
  seal(use: SecretUse, text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(use), iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** What `seal` sealed; throws when it was sealed with another secret or changed since. */
  open(use: SecretUse, sealed: string): string {
    if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('not a sealed value');
    const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key(use), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}
