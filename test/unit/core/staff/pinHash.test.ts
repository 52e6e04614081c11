// A PIN hash wrapped with the store's PIN key: a copy of the staff file and the shared document
// without the sealed key cannot confirm a guess, with scrypt alone or with another key.
import { scryptSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedPerson } from '../../../../src/main/core/store/records/sharedStaff';
import {
  COST,
  hashPin,
  isWrapOf,
  MAX_MEMORY,
  pinHash,
  pinMatches,
  wrapped,
} from '../../../../src/main/core/staff/pinHash';
import { PinKey } from '../../../../src/main/core/staff/pinKey';
import { memorySeal } from '../../../support/memorySeal';
import { refusal, staffSetUp } from './staffSetUp';

/** What a thief does with a copied hash: scrypt the guess with the kept salt and compare. */
const scryptAlone = (guess: string, kept: { salt: string; hash: string }) =>
  scryptSync(guess, Buffer.from(kept.salt, 'hex'), 32, { ...COST, maxmem: MAX_MEMORY }).toString(
    'hex',
  ) === kept.hash;

describe('a PIN hash wrapped with the store’s key', () => {
  it('is useless from a copied staff file and shared entry without the sealed key', async () => {
    const seal = memorySeal();
    const keyFile = join(mkdtempSync(join(tmpdir(), 'passdesk-pinkey-')), 'pin-key.json');
    const { open, file } = staffSetUp(PinKey.load(keyFile, seal, false));
    const { roster } = open();
    const owner = await roster.add('Ada', 'owner', '4826');
    // What a copy of the till's disk holds: the staff file, and the entry the store shares.
    const copied = pinHash.parse(JSON.parse(readFileSync(file, 'utf8')).people[0].pin);
    const shared = sharedPerson.parse(owner).pin;
    expect(shared).toEqual(copied);
    expect(copied.key).toMatch(/^[0-9a-f]{16}$/);
    // The right PIN, guessed with scrypt alone, does not confirm: every guess looks wrong.
    expect(scryptAlone('4826', copied)).toBe(false);
    // Without the key (no key, or any other) nothing is checked at all.
    for (const other of [PinKey.inMemory(null), PinKey.inMemory()]) {
      const refused = await refusal(pinMatches('4826', copied, other));
      expect(refused.message).toMatch(/cannot check that PIN/);
    }
    // The till itself, with its sealed key, still signs Ada in.
    expect((await roster.judgePin(owner.id, '4826')).name).toBe('Ada');
    expect(readFileSync(keyFile, 'utf8')).not.toContain(roster.pinKey.offer()!);
  });

  it('wraps a hash kept before keys without the PIN, keeping its salt, and only once', async () => {
    const key = PinKey.inMemory();
    const plain = await hashPin('1234', PinKey.inMemory(null));
    expect(plain.key).toBeUndefined();
    expect(scryptAlone('1234', plain)).toBe(true);
    const upgraded = wrapped(plain, key)!;
    expect(upgraded).toMatchObject({ salt: plain.salt, key: key.id });
    expect(upgraded.hash).not.toBe(plain.hash);
    expect(await pinMatches('1234', upgraded, key)).toBe(true);
    expect(await pinMatches('1235', upgraded, key)).toBe(false);
    expect(wrapped(upgraded, key)).toBeNull();
    expect(wrapped(plain, PinKey.inMemory(null))).toBeNull();
    expect(isWrapOf(plain, upgraded, key)).toBe(true);
    // Any other value (another PIN's hash with the same salt, another key) is no wrap of it.
    expect(isWrapOf(plain, { ...upgraded, hash: 'ab'.repeat(32) }, key)).toBe(false);
    expect(isWrapOf(plain, wrapped(plain, PinKey.inMemory())!, key)).toBe(false);
    expect(isWrapOf(upgraded, upgraded, key)).toBe(false);
  });
});
