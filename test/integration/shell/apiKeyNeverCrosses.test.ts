// The API key never reaches the renderer: the real core, behind the shell's own IPC registration,
// preload transport and bridge, is driven through every channel and every event while it holds a
// known key, and nothing the page could receive contains that key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS, EVENT_NAMES, type Channel } from '@shared/ipc/contract';
import { makeBridge, type PassdeskApi } from '@shared/ipc/bridge';
import type { Core } from '../../../src/main/core';
import {
  forwardEvents,
  registerIpc,
  type IpcEventLike,
} from '../../../src/main/electron/ipc/registerIpc';
import { trustedOrigins } from '../../../src/main/electron/policy/appOrigin';
import { isTrustedSender } from '../../../src/main/electron/policy/ipcSender';
import { exposable } from '../../../src/preload/exposedApi';
import { ipcTransport } from '../../../src/preload/ipcTransport';
import { EVERY_CHANNEL, SESSION_ORDER } from './everyChannel';
import { keyFragmentsIn } from './keyLeak';
import { STATION_KEY, startKeyedStation, until, type KeyedStation } from './keyedStation';

const KEY = STATION_KEY;

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

let station: KeyedStation;
let wiring: ReturnType<typeof electronLikeWiring>;
const answers = new Map<Channel, unknown>();

beforeAll(async () => {
  station = await startKeyedStation();
  wiring = electronLikeWiring(station.core);
  const call = callOf(wiring.api);
  // The events listened to the way the page would, so their payloads are counted too.
  for (const event of EVENT_NAMES) wiring.api.on(event, () => {});

  const { facts } = station;
  for (const channel of SESSION_ORDER) {
    const answer: { ok: boolean; value?: unknown; error?: unknown } = await call(
      channel,
      EVERY_CHANNEL[channel](facts),
    ).then(
      (value) => ({ ok: true, value }),
      (error: unknown) => ({ ok: false, error }),
    );
    answers.set(channel, answer);
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
  await station?.close();
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
    expect(keyFragmentsIn(everything, KEY)).toEqual([]);
    expect(everything).not.toContain('wrong-key-0000-not-valid');
  });
});
