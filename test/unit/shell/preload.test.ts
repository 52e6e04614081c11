import { describe, expect, it } from 'vitest';
import { CHANNELS, EVENT_NAMES, type Channel, type EventName } from '@shared/ipc/contract';
import { makeBridge } from '@shared/ipc/bridge';
import { dispatch, type Handlers } from '@shared/ipc/dispatch';
import { eventChannel, invokeChannel } from '@shared/ipc/electronChannels';
import { AppError } from '@shared/ipc/errors';
import { exposable } from '../../../src/preload/exposedApi';
import { ipcTransport } from '../../../src/preload/ipcTransport';

type Listener = (event: unknown, ...args: unknown[]) => void;

function fakeIpcRenderer(handlers: Partial<Handlers>) {
  const invoked: string[] = [];
  const listeners = new Map<string, Set<Listener>>();
  const ipc = {
    invoke: async (channel: string, request: unknown) => {
      invoked.push(channel);
      const name = channel.replace(/^passdesk:call:/, '');
      return dispatch(handlers as Handlers, name, request);
    },
    on(channel: string, listener: Listener) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
      return ipc;
    },
    removeListener(channel: string, listener: Listener) {
      listeners.get(channel)?.delete(listener);
      return ipc;
    },
  };
  const emit = (channel: string, payload: unknown) =>
    listeners
      .get(channel)
      ?.forEach((listener) => listener({ sender: 'ipc internals', ports: [] }, payload));
  return { ipc, invoked, listeners, emit };
}

describe('preload transport', () => {
  it('exposes one named function per contract channel and nothing generic', () => {
    const { ipc } = fakeIpcRenderer({});
    const api = exposable(makeBridge(ipcTransport(ipc as never))) as unknown as Record<
      string,
      unknown
    >;
    const exposed = Object.entries(api).flatMap(([area, calls]) =>
      typeof calls === 'function'
        ? [area]
        : Object.keys(calls as object).map((name) => `${area}.${name}`),
    );
    expect(exposed.sort()).toEqual([...CHANNELS, 'on'].sort());
    for (const generic of ['invoke', 'send', 'ipcRenderer', 'call', 'request'])
      expect(api).not.toHaveProperty(generic);
  });

  it('refuses channels and events outside the contract', async () => {
    const { ipc, invoked } = fakeIpcRenderer({});
    const transport = ipcTransport(ipc as never);
    await expect(transport.invoke('app.__proto__' as Channel, {})).rejects.toThrow(
      /Unknown request/,
    );
    await expect(transport.invoke('toString' as Channel, {})).rejects.toThrow(/Unknown request/);
    expect(() => transport.subscribe('ELECTRON_BROWSER_REQUIRE' as EventName, () => {})).toThrow(
      /Unknown event/,
    );
    expect(invoked).toEqual([]);
  });

  it('hands an event listener the payload only, never the IPC event', () => {
    const { ipc, emit, listeners } = fakeIpcRenderer({});
    const api = makeBridge(ipcTransport(ipc as never));
    const seen: unknown[][] = [];
    const stop = api.on('templates.changed', (...args: unknown[]) => seen.push(args));
    emit(eventChannel('templates.changed'), { fetchedAt: null });
    expect(seen).toEqual([[{ fetchedAt: null }]]);
    stop();
    expect(listeners.get(eventChannel('templates.changed'))?.size).toBe(0);
    expect(EVENT_NAMES.length).toBeGreaterThan(0);
  });

  it('calls main on the prefixed channel and carries failures as plain objects with their kind', async () => {
    const { ipc, invoked } = fakeIpcRenderer({
      'settings.testConnection': async () => {
        throw new AppError('auth', 'The service refused the API key.');
      },
    });
    const api = exposable(makeBridge(ipcTransport(ipc as never)));
    const failure = await api.settings.testConnection({}).catch((error: unknown) => error);
    expect(invoked).toEqual([invokeChannel('settings.testConnection')]);
    expect(failure).toEqual({
      name: 'AppError',
      kind: 'auth',
      message: 'The service refused the API key.',
    });
    expect(failure).not.toBeInstanceOf(Error);
  });

  it('turns an unreadable answer into an internal failure', async () => {
    const { ipc } = fakeIpcRenderer({ 'sync.status': async () => ({ not: 'a status' }) as never });
    const api = exposable(makeBridge(ipcTransport(ipc as never)));
    await expect(api.sync.status({})).rejects.toMatchObject({ name: 'AppError', kind: 'internal' });
  });
});
