// How a station vouches for what it writes into the store's shared document: each entry carries
// its writer, the person who did it there, a time from the writer's hybrid logical clock, and the
// writer's ECDSA signature over all of that and the entry itself.
import { createPrivateKey, sign, verify, X509Certificate, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/** The field of a shared value that holds its vouch. */
export const VOUCH_FIELD = 'vouch';

export const vouch = z.object({
  /** The station that wrote the entry. */
  by: z.string().min(1).max(100),
  /** The person signed in there when it was written; null: nobody (or the station itself). */
  person: z.string().min(1).max(100).nullable(),
  /** Its hybrid logical clock: wall time in ms, and a counter for changes in one ms. */
  at: z.number().int().min(0),
  n: z.number().int().min(0).max(1_000_000),
  /** ECDSA P-256 over `vouchedText`, base64. */
  sig: z.string().min(1).max(200),
});
export type Vouch = z.infer<typeof vouch>;

/** A value whose object keys are sorted, so two stations write the same text for the same value. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}

/** What the signature covers: the map, the key, the entry and who wrote it when. */
function vouchedText(map: string, key: string, body: unknown, stamp: Omit<Vouch, 'sig'>): string {
  return [map, key, stamp.by, stamp.person ?? '', stamp.at, stamp.n, canonicalJson(body)].join(
    '\n',
  );
}

/** A shared value split into what it says and its vouch (absent when it carries none). */
export function splitVouch(value: unknown): { body: Record<string, unknown>; vouch: unknown } {
  const { [VOUCH_FIELD]: stamp, ...body } = value as Record<string, unknown>;
  return { body, vouch: stamp };
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** The station whose vouch a shared value carries, if it carries one. */
export function writerOf(value: unknown): Vouch['by'] | undefined {
  if (!isPlainObject(value)) return undefined;
  const stamp = value[VOUCH_FIELD];
  return isPlainObject(stamp) && typeof stamp['by'] === 'string' ? stamp['by'] : undefined;
}

export class VouchSigner {
  private readonly key: KeyObject;

  constructor(
    privateKeyPem: string,
    readonly stationId: string,
  ) {
    this.key = createPrivateKey(privateKeyPem);
  }

  /** The value with this station's vouch, replacing any it carried. */
  vouchFor(
    map: string,
    key: string,
    value: Record<string, unknown>,
    person: string | null,
    time: { at: number; n: number },
  ): Record<string, unknown> {
    const { body } = splitVouch(value);
    const stamp = { by: this.stationId, person, at: time.at, n: time.n };
    const sig = sign('sha256', Buffer.from(vouchedText(map, key, body, stamp)), this.key);
    return { ...body, [VOUCH_FIELD]: { ...stamp, sig: sig.toString('base64') } };
  }
}

/** Whether `stamp` is a signature by `publicKey` over the entry. */
export function vouchHolds(
  map: string,
  key: string,
  body: Record<string, unknown>,
  stamp: Vouch,
  publicKey: KeyObject,
): boolean {
  const { sig, ...rest } = stamp;
  try {
    return verify(
      'sha256',
      Buffer.from(vouchedText(map, key, body, rest)),
      publicKey,
      Buffer.from(sig, 'base64'),
    );
  } catch {
    return false;
  }
}

/** The public key of a certificate given as base64 DER. */
export function publicKeyOf(certDer: string): KeyObject {
  return new X509Certificate(Buffer.from(certDer, 'base64')).publicKey;
}
