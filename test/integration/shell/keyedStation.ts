// A station holding a known API key: the embedded service with that key's account, a stamp card
// on it, and the real core set to it, storing the key with the shell's key vault.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ipcContract } from '@shared/ipc/contract';
import { createCore, type Core } from '../../../src/main/core';
import type { SafeStorageLike } from '../../../src/main/electron/keyVault/keyProtection';
import { SafeStorageKeyVault } from '../../../src/main/electron/keyVault/safeStorageKeyVault';
import { startService, type RunningService } from '../../../src/service';
import { EVERY_CHANNEL, type SessionFacts } from './everyChannel';

export const STATION_KEY = 'pk_live_Zq7Xw3Vt9Rs5Pn1Lm8Kj4Hg2Fd6';

/** A keyring stand-in: encryption that keeps the key unreadable on disk. */
const safeStorage: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  getSelectedStorageBackend: () => 'gnome_libsecret',
  encryptString: (plain) => Buffer.from(Buffer.from(plain, 'utf8').map((b) => b ^ 0x33)),
  decryptString: (bytes) => Buffer.from(bytes.map((b) => b ^ 0x33)).toString('utf8'),
};

export interface KeyedStation {
  core: Core;
  service: RunningService;
  facts: SessionFacts;
  close(): Promise<void>;
}

export async function until<T>(probe: () => Promise<T | null | false>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 2000; attempt += 1) {
    const value = await probe();
    if (value !== null && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`gave up waiting for ${what}`);
}

export async function startKeyedStation(): Promise<KeyedStation> {
  const dir = mkdtempSync(join(tmpdir(), 'passdesk-keyed-'));
  const service = await startService({
    dbPath: join(dir, 'service.db'),
    port: 0,
    batchStepMs: 2,
    accounts: [{ apiKey: STATION_KEY, freeCredits: 20, premiumCredits: 5 }],
  });
  const keyVault = new SafeStorageKeyVault({
    safeStorage,
    platform: 'linux',
    filePath: join(dir, 'api-key.json'),
  });
  keyVault.save({ apiKey: STATION_KEY, origin: new URL(service.url).origin });
  const core = await createCore({
    dataDir: join(dir, 'core'),
    keyVault,
    probeIntervalMs: 50,
    requestTimeoutMs: 2000,
    backoff: { baseMs: 5, maxMs: 40 },
    batchPollMs: 20,
  });
  const facts: SessionFacts = {
    customerId: 'member-key-check',
    dynamicPassId: 'unknown',
    itemId: 'unknown',
    draftId: 'unknown',
    batchId: 'no-such-batch',
  };
  await core.handlers['settings.update']({ serviceUrl: service.url });
  await core.handlers['loyalty.create'](
    ipcContract['loyalty.create'].request.parse(EVERY_CHANNEL['loyalty.create'](facts)),
  );
  const program = await until(async () => {
    const list = await core.handlers['templates.list']({ refresh: true });
    return list.items.find((item) => item.kind === 'loyalty') ?? null;
  }, 'the stamp card to reach the service');
  facts.dynamicPassId = program.dynamicPassId;
  await core.handlers['settings.update']({ programId: program.dynamicPassId });
  return {
    core,
    service,
    facts,
    close: async () => {
      await core.close();
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
