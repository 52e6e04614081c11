// Settings and key files on disk, the journal's CSV, and the backoff schedule.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@shared/csv';
import { FileKeyVault } from '../../../../src/main/core/settings/keyVault';
import { DEFAULT_SETTINGS, SettingsFile } from '../../../../src/main/core/settings/settings';
import { retryDelay } from '../../../../src/main/core/sync/backoff';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-settings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('SettingsFile', () => {
  it('creates defaults with a station id that stays the same', () => {
    const file = new SettingsFile(join(dir, 'settings.json'));
    const first = file.load();
    expect(first.settings).toEqual(DEFAULT_SETTINGS);
    expect(first.problem).toBeNull();
    file.save(first.stationId, { ...first.settings, stationName: 'Front desk' });
    const again = file.load();
    expect(again.stationId).toBe(first.stationId);
    expect(again.settings.stationName).toBe('Front desk');
    expect(statSync(join(dir, 'settings.json')).mode & 0o777).toBe(0o600);
  });

  it('sets aside a file that does not validate, keeps the station id, and says why', () => {
    const path = join(dir, 'settings.json');
    writeFileSync(
      path,
      JSON.stringify({ stationId: 'station-7', settings: { cooldownSeconds: -5 } }),
    );
    const loaded = new SettingsFile(path).load();
    expect(loaded.stationId).toBe('station-7');
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    expect(loaded.problem).toMatch(/settings.cooldownSeconds/);
    const aside = readdirSync(dir).find((n) => n.includes('unreadable'))!;
    expect(readFileSync(join(dir, aside), 'utf8')).toContain('-5');
  });

  it('fills settings added by a later version with their defaults', () => {
    const path = join(dir, 'settings.json');
    writeFileSync(path, JSON.stringify({ stationId: 's', settings: { stationName: 'Till 2' } }));
    const loaded = new SettingsFile(path).load();
    expect(loaded.problem).toBeNull();
    expect(loaded.settings).toEqual({ ...DEFAULT_SETTINGS, stationName: 'Till 2' });
  });
});

describe('FileKeyVault', () => {
  it('keeps the key in a file only its owner can read, and forgets it on clear', () => {
    const store = new FileKeyVault(join(dir, 'keys', 'api-key'));
    expect(store.load()).toBeNull();
    store.save({ apiKey: 'key-0123456789', origin: 'https://passes.example' });
    expect(store.load()).toEqual({ apiKey: 'key-0123456789', origin: 'https://passes.example' });
    expect(statSync(join(dir, 'keys', 'api-key')).mode & 0o777).toBe(0o600);
    expect(store.describe().encrypted).toBe(false);
    store.clear();
    expect(store.load()).toBeNull();
  });
});

describe('journal CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1 for m1')).toBe("'+1 for m1");
    expect(toCsv(['a', 'b'], [['1', '2']])).toBe('a,b\r\n1,2\r\n');
  });
});

describe('retryDelay', () => {
  const policy = { baseMs: 100, maxMs: 1000 };
  it('doubles per attempt within equal jitter, capped', () => {
    expect(retryDelay(policy, 1, null, () => 0)).toBe(50);
    expect(retryDelay(policy, 1, null, () => 0.999)).toBeCloseTo(100, 0);
    expect(retryDelay(policy, 3, null, () => 0)).toBe(200);
    expect(retryDelay(policy, 30, null, () => 1)).toBe(1000);
  });
  it('never retries sooner than Retry-After', () => {
    expect(retryDelay(policy, 1, 5000, () => 0.5)).toBe(5000);
  });
});
