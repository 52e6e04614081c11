// Starts a core in a fresh folder for a test, and waits for its queue to settle.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, MemoryKeyVault, type Core, type CoreOptions } from '../../../src/main/core';

export interface TestCore {
  core: Core;
  dataDir: string;
  close(): Promise<void>;
}

export const FAST: Partial<CoreOptions> = {
  probeIntervalMs: 50,
  requestTimeoutMs: 1000,
  backoff: { baseMs: 5, maxMs: 40 },
  batchPollMs: 20,
};

export async function startCore(
  serviceUrl: string,
  apiKey: string | null,
  extra: Partial<CoreOptions> & { dataDir?: string } = {},
): Promise<TestCore> {
  const dataDir = extra.dataDir ?? mkdtempSync(join(tmpdir(), 'passdesk-core-'));
  const core = await createCore({
    dataDir,
    keyVault: new MemoryKeyVault(
      apiKey === null ? null : { apiKey, origin: new URL(serviceUrl).origin },
    ),
    ...FAST,
    ...extra,
  });
  await core.handlers['settings.update']({ serviceUrl });
  return {
    core,
    dataDir,
    close: async () => {
      await core.close();
      if (!extra.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls a condition (state, never time, is what the tests assert). */
export async function until<T>(
  probe: () => Promise<T | null | false> | T | null | false,
  what: string,
  limitMs = 20_000,
): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== false) return value;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Waits until nothing is being sent and every item still pending waits behind one of its
 * member's items that needs a person (failed or needs review).
 */
export async function settled(core: Pick<Core, 'handlers'>, limitMs?: number): Promise<void> {
  await until(
    async () => {
      const s = await core.handlers['sync.status']({});
      if (s.sending > 0) return false;
      if (s.pending === 0) return true;
      const list = (states: ('pending' | 'failed' | 'needsReview')[]) =>
        core.handlers['queue.list']({ states, limit: 1000 }).then((r) => r.items);
      const held = new Set((await list(['failed', 'needsReview'])).map((i) => i.customerId));
      return (await list(['pending'])).every(
        (i) => i.customerId !== null && held.has(i.customerId),
      );
    },
    'the queue to drain',
    limitMs,
  );
}
