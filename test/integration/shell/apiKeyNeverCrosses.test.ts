// The API key never reaches the renderer: the real core, behind the shell's own IPC registration,
// preload transport and bridge, is driven through every channel and every event while it holds a
// known key, and nothing the page could receive contains that key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS, EVENT_NAMES, type Channel } from '@shared/ipc/contract';
import { makeBridge, type PassdeskApi } from '@shared/ipc/bridge';
import { createCore, type Core } from '../../../src/main/core';
import { startService, type RunningService } from '../../../src/service';
import {
  forwardEvents,
  registerIpc,
  type IpcEventLike,
} from '../../../src/main/electron/ipc/registerIpc';
import { SafeStorageKeyStore } from '../../../src/main/electron/keyStore/safeStorageKeyStore';
import type { SafeStorageLike } from '../../../src/main/electron/keyStore/keyProtection';
import { trustedOrigins } from '../../../src/main/electron/policy/appOrigin';
import { isTrustedSender } from '../../../src/main/electron/policy/ipcSender';
import { exposable } from '../../../src/preload/exposedApi';
import { ipcTransport } from '../../../src/preload/ipcTransport';
import { EVERY_CHANNEL, SESSION_ORDER, type SessionFacts } from './everyChannel';

const KEY = 'pk_live_Zq7Xw3Vt9Rs5Pn1Lm8Kj4Hg2Fd6';

/** A keyring stand-in: encryption that keeps the key unreadable on disk. */
const safeStorage: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  getSelectedStorageBackend: () => 'gnome_libsecret',
  encryptString: (plain) => Buffer.from(Buffer.from(plain, 'utf8').map((b) => b ^ 0x33)),
  decryptString: (bytes) => Buffer.from(bytes.map((b) => b ^ 0x33)).toString('utf8'),
};

/** Connects the shell's registerIpc and the preload's transport as Electron would, in one process. */
function electronLikeWiring(core: Core) {
  const invokeHandlers = new Map<
    string,
    (event: IpcEventLike, request: unknown) => Promise<unknown>
  >();
  const pageListeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>();
  const received: unknown[] = [];
  const page: IpcEventLike = {
    senderFrame: { url: 'app://passdesk/index.html', parent: null },
    sender: { id: 1 },
  };
  const trusted = trustedOrigins({ isPackaged: true });
  registerIpc({
    ipcMain: {
      handle: (channel, listener) => invokeHandlers.set(channel, listener),
      removeHandler: (channel) => invokeHandlers.delete(channel),
    },
    handlers: core.handlers,
    isTrusted: (facts) => isTrustedSender(facts, trusted),
    isOwnWindow: (id) => id === 1,
    isStopping: () => false,
    log: () => {},
  });
  const stopEvents = forwardEvents(
    core.events as Parameters<typeof forwardEvents>[0],
    (channel, payload) => {
      // What crosses a real IPC boundary is a structured clone.
      const copy = structuredClone(payload);
      received.push({ channel, payload: copy });
      pageListeners.get(channel)?.forEach((listener) => listener({}, copy));
    },
    () => {},
  );
  const ipcRenderer = {
    invoke: async (channel: string, request: unknown) =>
      structuredClone(await invokeHandlers.get(channel)!(page, structuredClone(request))),
    on(channel: string, listener: (event: unknown, payload: unknown) => void) {
      if (!pageListeners.has(channel)) pageListeners.set(channel, new Set());
      pageListeners.get(channel)!.add(listener);
      return ipcRenderer;
    },
    removeListener(channel: string, listener: (event: unknown, payload: unknown) => void) {
      pageListeners.get(channel)?.delete(listener);
      return ipcRenderer;
    },
  };
  const api = exposable(makeBridge(ipcTransport(ipcRenderer as never)));
  return { api, received, stopEvents };
}

async function until<T>(probe: () => Promise<T | null | false>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 2000; attempt += 1) {
    const value = await probe();
    if (value !== null && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`gave up waiting for ${what}`);
}

type Call = (channel: Channel, request: unknown) => Promise<unknown>;
const callOf =
  (api: PassdeskApi): Call =>
  (channel, request) => {
    const [area, name] = channel.split('.') as [string, string];
    const calls = (
      api as unknown as Record<string, Record<string, (r: unknown) => Promise<unknown>>>
    )[area]!;
    return calls[name]!(request);
  };

let dir: string;
let service: RunningService;
let core: Core;
let wiring: ReturnType<typeof electronLikeWiring>;
const answers = new Map<Channel, unknown>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-apikey-'));
  service = await startService({
    dbPath: join(dir, 'service.db'),
    port: 0,
    batchStepMs: 2,
    accounts: [{ apiKey: KEY, freeCredits: 20, premiumCredits: 5 }],
  });
  const keyStore = new SafeStorageKeyStore({
    safeStorage,
    platform: 'linux',
    filePath: join(dir, 'api-key.json'),
  });
  keyStore.save(KEY);
  core = await createCore({
    dataDir: join(dir, 'core'),
    keyStore,
    probeIntervalMs: 50,
    requestTimeoutMs: 2000,
    backoff: { baseMs: 5, maxMs: 40 },
    batchPollMs: 20,
  });
  wiring = electronLikeWiring(core);
  const call = callOf(wiring.api);
  const record = async (channel: Channel, request: unknown) => {
    const answer = await call(channel, request).then(
      (value) => ({ ok: true, value }),
      (error: unknown) => ({ ok: false, error }),
    );
    answers.set(channel, answer);
    return answer as { ok: boolean; value?: unknown };
  };

  // The events listened to the way the page would, so their payloads are counted too.
  for (const event of EVENT_NAMES) wiring.api.on(event, () => {});

  await call('settings.update', { serviceUrl: service.url });
  // A stamp card on the service, and this station set to it, so the counter has a real program.
  const facts: SessionFacts = {
    customerId: 'member-key-check',
    dynamicPassId: 'unknown',
    itemId: 'unknown',
    draftId: 'unknown',
    batchId: 'no-such-batch',
  };
  await record('loyalty.create', EVERY_CHANNEL['loyalty.create'](facts));
  const template = await until(async () => {
    const list = (await call('templates.list', { refresh: true })) as {
      items: Array<{ dynamicPassId: string; kind: string }>;
    };
    return list.items.find((item) => item.kind === 'loyalty') ?? null;
  }, 'the stamp card to reach the service');
  facts.dynamicPassId = template.dynamicPassId;
  await call('settings.update', { programId: template.dynamicPassId });

  for (const channel of SESSION_ORDER) {
    if (channel === 'loyalty.create') continue;
    const answer = await record(channel, EVERY_CHANNEL[channel](facts));
    const value = answer.value as Record<string, unknown> | undefined;
    if (channel === 'counter.checkIn' && value) facts.itemId = (value.item as { id: string }).id;
    if (channel === 'drafts.start' && value) facts.draftId = value.id as string;
    if (channel === 'sync.now' || channel === 'counter.checkIn') {
      await until(async () => {
        const status = (await call('sync.status', {})) as { pending: number; sending: number };
        return status.pending === 0 && status.sending === 0;
      }, 'the queue to settle');
    }
  }
}, 60_000);

afterAll(async () => {
  wiring?.stopEvents();
  await core?.close();
  await service?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the API key never reaches the renderer', () => {
  it('drove every channel of the contract, with real answers, and received events', () => {
    expect([...answers.keys()].sort()).toEqual([...CHANNELS].sort());
    const succeeded = [...answers.values()].filter((a) => (a as { ok: boolean }).ok).length;
    expect(succeeded).toBeGreaterThan(CHANNELS.length / 2);
    expect(wiring.received.length).toBeGreaterThan(0);
  });

  it('the core really held and used the key: the service accepted it', () => {
    const before = answers.get('settings.testConnection') as {
      ok: boolean;
      value: { ok: boolean };
    };
    expect(before).toMatchObject({ ok: true, value: { ok: true } });
    const settings = answers.get('settings.get') as {
      value: { apiKey: { set: boolean; endsWith: string } };
    };
    expect(settings.value.apiKey).toEqual({ set: true, endsWith: KEY.slice(-4) });
  });

  it('appears in no answer, no error and no event, whole or in part', () => {
    const everything = JSON.stringify({ answers: [...answers.entries()], events: wiring.received });
    expect(everything).not.toContain(KEY);
    // Any 12 characters of the key in a row would be a leak; the last four are shown by design.
    for (let start = 0; start + 12 <= KEY.length; start += 1) {
      expect(everything).not.toContain(KEY.slice(start, start + 12));
    }
    expect(everything).not.toContain('wrong-key-0000-not-valid');
  });
});
