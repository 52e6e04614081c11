// The station's identity: made once and kept, its private key sealed when a seal is given and
// otherwise in an owner-only file, and a damaged file replaced with a problem said.
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { SecretSeal } from '../../../../../src/main/core/settings/secretSeal';
import { fingerprintOf, loadIdentity } from '../../../../../src/main/core/store/link/identity';

const NOW = new Date('2026-03-01T10:00:00Z');
const path = () => join(mkdtempSync(join(tmpdir(), 'passdesk-identity-')), 'station-identity.json');

/** Reverses the text: enough to tell sealed from plain in the file. */
const seal: SecretSeal = {
  seal: (text) => Buffer.from([...text].reverse().join('')).toString('base64'),
  open: (sealed) => [...Buffer.from(sealed, 'base64').toString()].reverse().join(''),
};

it('makes a P-256 certificate whose fingerprint is the SHA-256 of its DER, and keeps it', async () => {
  const file = path();
  const made = await loadIdentity(file, 'station-1', undefined, NOW);
  const cert = new X509Certificate(made.identity.cert);
  expect(made.identity.fingerprint).toBe(fingerprintOf(cert.raw));
  expect(cert.publicKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
  expect(
    cert.checkPrivateKey((await import('node:crypto')).createPrivateKey(made.identity.key)),
  ).toBe(true);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const again = await loadIdentity(file, 'station-1', undefined, NOW);
  expect(again).toEqual({ identity: made.identity, problem: null });
});

it('seals the private key when a seal is given, and rewraps a plain one once it is', async () => {
  const file = path();
  const plain = await loadIdentity(file, 'station-1', undefined, NOW);
  expect(readFileSync(file, 'utf8')).toContain('PRIVATE KEY');
  const sealed = await loadIdentity(file, 'station-1', seal, NOW);
  expect(sealed.identity).toEqual(plain.identity);
  const text = readFileSync(file, 'utf8');
  expect(text).not.toContain('PRIVATE KEY');
  expect(JSON.parse(text).key.format).toBe('sealed');
  const unsealable = await loadIdentity(file, 'station-1', undefined, NOW);
  expect(unsealable.problem).toMatch(/keyring.*pair this station with the store again/);
});

it('replaces a damaged identity, keeping the old file beside', async () => {
  const file = path();
  writeFileSync(file, 'garbage');
  const loaded = await loadIdentity(file, 'station-1', undefined, NOW);
  expect(loaded.problem).toMatch(/could not be read/);
  expect(readFileSync(`${file}.damaged`, 'utf8')).toBe('garbage');
  expect(loaded.identity.fingerprint).toMatch(/^[0-9a-f]{64}$/);
});
