// This station's identity on the store's network: an ECDSA P-256 key and a self-signed
// certificate, whose fingerprint the other stations pin at pairing.
import type { SecretSeal } from '../../settings/secretSeal';
import { createHash, webcrypto } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
// @peculiar/x509 resolves its parsers through tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { z } from 'zod';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said } from '@shared/i18n/said';
import { OWNER_ONLY, writePrivateFile } from '../../settings/privateFile';

export interface StationIdentity {
  /** PEM of the PKCS #8 private key: handed to TLS only, never written in the clear but below. */
  readonly key: string;
  readonly cert: string;
  /** SHA-256 of the certificate's DER, in lowercase hex. */
  readonly fingerprint: string;
}

const identityFile = z.object({
  version: z.literal(1),

  cert: z.string().startsWith('-----BEGIN CERTIFICATE-----'),
  /** `sealed`: the seal's text; `plain`: the PEM itself, protected by the file's mode alone. */
  key: z.object({ format: z.enum(['sealed', 'plain']), data: z.string().min(1) }),
});

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60_000;

export function fingerprintOf(der: Uint8Array | ArrayBuffer): string {
  return createHash('sha256')
    .update(new Uint8Array(der as ArrayBuffer))
    .digest('hex');
}

function fingerprintOfPem(cert: string): string {
  return fingerprintOf(new x509.X509Certificate(cert).rawData);
}

async function createIdentity(stationId: string, now: Date): Promise<StationIdentity> {
  const crypto = webcrypto as unknown as Crypto;
  const keys = (await crypto.subtle.generateKey(ALGORITHM, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const cert = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(16))).toString('hex'),

      name: `CN=PassDesk station ${stationId}`,
      notBefore: now,
      notAfter: new Date(now.getTime() + TEN_YEARS_MS),
      signingAlgorithm: ALGORITHM,
      keys,
    },
    crypto,
  );
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', keys.privateKey);
  // eslint-disable-next-line i18n/person-facing-text -- a PEM label, read by the parser only
  const key = x509.PemConverter.encode(pkcs8, 'PRIVATE KEY');
  const pem = cert.toString('pem');
  return { key, cert: pem, fingerprint: fingerprintOf(cert.rawData) };
}

export interface LoadedIdentity {
  identity: StationIdentity;
  /** Set when a kept identity could not be used and a new one was made (pairing is lost). */
  problem: string | null;
}

/**
 * The identity kept at `path`, or a new one written there (atomically, owner-only). A file that
 * cannot be read is kept beside as `.damaged` so nothing is lost silently.
 */
export async function loadIdentity(
  path: string,
  stationId: string,
  seal: SecretSeal | undefined,
  now: Date,
): Promise<LoadedIdentity> {
  let problem: string | null = null;
  if (existsSync(path)) {
    try {
      if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, OWNER_ONLY);
      const file = identityFile.parse(JSON.parse(readFileSync(path, 'utf8')));
      if (file.key.format === 'sealed' && !seal) {
        throw new Error('its key was sealed by the system keyring, which is not in use now');
      }
      const key = file.key.format === 'sealed' ? seal!.open(file.key.data) : file.key.data;
      const identity = { key, cert: file.cert, fingerprint: fingerprintOfPem(file.cert) };
      // Rewrapped as soon as a keyring is there.
      if (file.key.format === 'plain' && seal) writeIdentity(path, identity, seal);
      return { identity, problem: null };
    } catch (error) {
      problem = inEnglish(
        said('store.link.identityUnreadable', { problem: (error as Error).message }),
      );
      writePrivateFile(`${path}.damaged`, readFileSync(path, 'utf8'));
    }
  }
  const identity = await createIdentity(stationId, now);
  writeIdentity(path, identity, seal);
  return { identity, problem };
}

function writeIdentity(path: string, identity: StationIdentity, seal: SecretSeal | undefined) {
  const key = seal
    ? { format: 'sealed' as const, data: seal.seal(identity.key) }
    : { format: 'plain' as const, data: identity.key };
  writePrivateFile(path, JSON.stringify({ version: 1, cert: identity.cert, key }));
}
