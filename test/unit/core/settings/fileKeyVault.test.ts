// The web host's key file: owner-only from the first byte, replaced atomically, and no copy of
// the key left behind when a write fails.
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileKeyVault } from '../../../../src/main/core/settings/keyVault';

const KEY = 'pk_live_0123456789abcdef';
const BOUND = { apiKey: KEY, origin: 'https://passes.example' };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-keyfile-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('FileKeyVault', () => {
  it('writes the key to its own file, readable by its owner only, and reads it back', () => {
    const path = join(dir, 'api-key');
    const store = new FileKeyVault(path);
    expect(store.load()).toBeNull();
    store.save(BOUND);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(new FileKeyVault(path).load()).toEqual(BOUND);
    expect(readdirSync(dir)).toEqual(['api-key']);
    store.clear();
    expect(store.load()).toBeNull();
  });

  it('tightens a key file someone made readable to others before using it', () => {
    const path = join(dir, 'api-key');
    writeFileSync(path, KEY);
    chmodSync(path, 0o644);
    // A key saved before keys were bound: the station binds it to its service when it starts.
    expect(new FileKeyVault(path).load()).toEqual({ apiKey: KEY, origin: null });
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('leaves no temporary copy of the key when the write cannot finish', () => {
    // A folder where the file should be: the rename fails after the key was written beside it.
    const path = join(dir, 'api-key');
    mkdirSync(path);
    writeFileSync(join(path, 'keep'), 'x');
    expect(() => new FileKeyVault(path).save(BOUND)).toThrow();
    expect(readdirSync(dir)).toEqual(['api-key']);
  });

  it('never reuses a temporary file left readable by someone else', () => {
    const path = join(dir, 'api-key');
    const planted = `${path}.tmp`;
    writeFileSync(planted, '');
    chmodSync(planted, 0o666);
    new FileKeyVault(path).save(BOUND);
    expect(statSync(planted).size).toBe(0);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});
