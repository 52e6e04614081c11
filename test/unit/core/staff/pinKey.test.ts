// The store's PIN key at rest: sealed by the keyring when there is one, made only by a till in no
// store, taken whole at joining, and refused rather than replaced when its file is damaged.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PinKey } from '../../../../src/main/core/staff/pinKey';
import { memorySeal } from '../../../support/memorySeal';

const keyPath = () => join(mkdtempSync(join(tmpdir(), 'passdesk-pinkey-')), 'pin-key.json');

describe('PinKey', () => {
  it('is made sealed by a till in no store, and the same key opens again', () => {
    const path = keyPath();
    const seal = memorySeal();
    const made = PinKey.load(path, seal, false);
    const key = made.offer()!;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain(key);
    expect(JSON.parse(text).key.format).toBe('sealed');
    const again = PinKey.load(path, seal, false);
    expect(again.offer()).toBe(key);
    expect(again.id).toBe(made.id);
    // Another keyring (another machine) cannot open it: said, never replaced by a new key.
    expect(() => PinKey.load(path, memorySeal(), false)).toThrow();
    expect(() => PinKey.load(path, undefined, false)).toThrow(/PIN key/);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('keeps none for a till already in a store, and takes the store’s key at joining', () => {
    const path = keyPath();
    const seal = memorySeal();
    const none = PinKey.load(path, seal, true);
    expect(none.id).toBeNull();
    expect(none.offer()).toBeNull();
    expect(() => none.wrap(Buffer.alloc(32))).toThrow();
    const store = PinKey.inMemory();
    none.adopt(store.offer());
    expect(none.id).toBe(store.id);
    expect(readFileSync(path, 'utf8')).not.toContain(store.offer()!);
    expect(PinKey.load(path, seal, true).id).toBe(store.id);
    // Joining a store with no key leaves this till with none.
    none.adopt(null);
    expect(PinKey.load(path, seal, false).id).toBeNull();
  });

  it('seals a key kept plain once a keyring appears, and refuses a damaged file', () => {
    const path = keyPath();
    const plain = PinKey.load(path, undefined, false);
    const key = plain.offer()!;
    expect(readFileSync(path, 'utf8')).toContain(key);
    const seal = memorySeal();
    expect(PinKey.load(path, seal, false).offer()).toBe(key);
    expect(readFileSync(path, 'utf8')).not.toContain(key);
    writeFileSync(path, '{"version":1,"key":{"format":"plain","data":"short"}}');
    expect(() => PinKey.load(path, seal, false)).toThrow(/cannot be read/);
    writeFileSync(path, 'not json');
    expect(() => PinKey.load(path, seal, false)).toThrow(/cannot be read/);
  });

  it('refuses a key of the wrong shape handed to it at joining', () => {
    const key = PinKey.inMemory(null);
    expect(() => key.adopt('nothex')).toThrow();
    expect(key.id).toBeNull();
  });
});
