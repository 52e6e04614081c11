// The core's one configuration: defaults applied once, frozen, and bad values refused plainly.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, MemoryKeyVault } from '../../../src/main/core';
import { coreConfig, type CoreOptions } from '../../../src/main/core/config';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const given = (extra: Partial<CoreOptions> = {}): CoreOptions => ({
  dataDir: join(dir, 'data'),
  keyVault: new MemoryKeyVault(),
  ...extra,
});

describe('the core configuration', () => {
  it('applies every default once, and keeps what was given', () => {
    const config = coreConfig(given({ concurrency: 2, imageOrigins: ['http://10.0.0.5:8080'] }));
    expect(config).toMatchObject({
      probeIntervalMs: 15_000,
      concurrency: 2,
      requestTimeoutMs: 10_000,
      backoff: { baseMs: 1000, maxMs: 300_000 },
      maxServerAttempts: 12,
      backupIntervalMs: 6 * 60 * 60_000,
      backupsKept: 5,
      batchPollMs: 1000,
      version: '0.1.0',
      imageOrigins: ['http://10.0.0.5:8080'],
    });
    expect(config.now()).toBeInstanceOf(Date);
    expect(config.training).toBeUndefined();
  });

  it('is frozen, its plain parts too', () => {
    const config = coreConfig(
      given({ training: { serviceUrl: 'http://127.0.0.1:4100', apiKey: 'k' } }),
    );
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.backoff)).toBe(true);
    expect(Object.isFrozen(config.imageOrigins)).toBe(true);
    expect(Object.isFrozen(config.training)).toBe(true);
    expect(() => Object.assign(config, { concurrency: 9 })).toThrow(TypeError);
    expect(config.concurrency).toBe(4);
  });

  it.each([
    [{ concurrency: 0 }, 'concurrency: give a whole number of requests, at least 1'],
    [{ requestTimeoutMs: 2.5 }, 'requestTimeoutMs: give a whole number of milliseconds'],
    [{ backoff: { baseMs: 100, maxMs: 10 } }, 'backoff: maxMs must be at least baseMs'],
    [{ keyVault: {} as never }, 'keyVault: give a key vault with load, save, clear and describe'],
    [
      { training: { serviceUrl: 'nowhere', apiKey: 'k' } },
      'training.serviceUrl: give the training',
    ],
    [{ dataDir: '' }, 'dataDir: give the folder for the data'],
  ] as [Partial<CoreOptions>, string][])('refuses %j, saying what to fix', (extra, message) => {
    expect(() => coreConfig(given(extra))).toThrow(message);
  });

  it('refuses bad options before createCore touches the disk', async () => {
    await expect(createCore(given({ backupsKept: -1 }))).rejects.toThrow(
      "PassDesk's core options are not valid: backupsKept: give a whole number of backups",
    );
    expect(existsSync(join(dir, 'data'))).toBe(false);
  });
});
