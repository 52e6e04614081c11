// The store's PIN key: a secret every till of one store holds, kept sealed by the system keyring
// (an owner-only file where there is none), never in the shared document. A PIN's scrypt hash is
// kept only wrapped in an HMAC with it, so a copy of the staff file and the shared document alone
// cannot confirm a single guess. A till alone makes its own key; a joining till takes its store's
// over the pairing link (offer/adopt); a till of a store paired before keys existed has none.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { SecretSeal } from '../settings/secretSeal';
import { writePrivateFile } from '../settings/privateFile';

/** The key as it travels to a joining till: 32 bytes in hex. */
export const pinKeyText = z.string().regex(/^[0-9a-f]{64}$/);

const keyFile = z.object({
  version: z.literal(1),
  /** null: this till's store has no PIN key (paired before there were any). */
  key: z.object({ format: z.enum(['sealed', 'plain']), data: z.string().min(1) }).nullable(),
});

export class PinKey {
  private constructor(
    private key: Buffer | null,
    private readonly path: string | null,
    private readonly seal: SecretSeal | undefined,
  ) {}

  /**
   * The key kept at `path`. A first start makes one when the till is in no store yet; a till
   * already in a store keeps none, as its store's other tills do. A file that cannot be read is
   * an error naming it: another key would make every kept hash unusable.
   */
  static load(path: string, seal: SecretSeal | undefined, inStore: boolean): PinKey {
    if (!existsSync(path)) {
      const made = new PinKey(null, path, seal);
      made.adopt(inStore ? null : randomBytes(32).toString('hex'));
      return made;
    }
    const damaged = () => new Error(`The store's PIN key in ${path} cannot be read.`);
    let parsed;
    try {
      parsed = keyFile.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    } catch {
      throw damaged();
    }
    if (!parsed.success) throw damaged();
    const kept = parsed.data.key;
    if (kept === null) return new PinKey(null, path, seal);
    if (kept.format === 'sealed' && !seal) throw damaged();
    const text = kept.format === 'sealed' ? seal!.open(kept.data) : kept.data;
    if (!pinKeyText.safeParse(text).success) throw damaged();
    const loaded = new PinKey(Buffer.from(text, 'hex'), path, seal);
    // A keyring that appeared since (a plain file from before): sealed from now on.
    if (kept.format === 'plain' && seal) loaded.adopt(text);
    return loaded;
  }

  /** A key held in memory only (tests, a core with no folder); `text` null: no key. */
  static inMemory(text: string | null = randomBytes(32).toString('hex')): PinKey {
    return new PinKey(
      text === null ? null : Buffer.from(pinKeyText.parse(text), 'hex'),
      null,
      undefined,
    );
  }

  /** Which key this is, named without giving it away; null when there is none. */
  get id(): string | null {
    return this.key ? this.mac('pinKeyId', Buffer.alloc(0)).subarray(0, 8).toString('hex') : null;
  }

  /** A PIN's scrypt output wrapped with the key (HMAC-SHA-256); throws when there is none. */
  wrap(hash: Buffer): Buffer {
    if (!this.key) throw new Error('no PIN key');
    return this.mac('pinHash', hash);
  }

  /** Whether `wrapped` is `hash` wrapped with this key. */
  wraps(hash: Buffer, wrapped: Buffer): boolean {
    return this.key !== null && timingSafeEqual(this.wrap(hash), wrapped);
  }

  /** The key for a till joining this one's store (sent only over the paired, encrypted link). */
  offer(): string | null {
    return this.key ? this.key.toString('hex') : null;
  }

  /** The store's key (or none) taken at joining, kept sealed before it is used. */
  adopt(text: string | null): void {
    const key = text === null ? null : Buffer.from(pinKeyText.parse(text), 'hex');
    if (this.path) {
      const stored =
        text === null
          ? null
          : this.seal
            ? { format: 'sealed' as const, data: this.seal.seal(text) }
            : { format: 'plain' as const, data: text };
      writePrivateFile(this.path, JSON.stringify({ version: 1, key: stored }));
    }
    this.key = key;
  }

  /** One key, two uses told apart by their purpose: naming the key, wrapping a hash. */
  private mac(purpose: 'pinKeyId' | 'pinHash', body: Buffer): Buffer {
    return createHmac('sha256', this.key!).update(purpose).update('\0').update(body).digest();
  }
}
