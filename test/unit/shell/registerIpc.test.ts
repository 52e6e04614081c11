import { describe, expect, it } from 'vitest';
import { DISPLAY_CHANNELS } from '@shared/ipc/access';
import { CHANNELS, EVENT_NAMES } from '@shared/ipc/contract';
import type { Handlers } from '@shared/ipc/dispatch';
import { eventChannel, invokeChannel } from '@shared/ipc/electronChannels';
import { trustedOrigins } from '../../../src/main/electron/policy/appOrigin';
import { isTrustedSender } from '../../../src/main/electron/policy/ipcSender';
import {
  forwardEvents,
  registerIpc,
  type IpcEventLike,
  type IpcMainLike,
} from '../../../src/main/electron/ipc/registerIpc';
import { syncStatus } from '../../fixtures/syncStatus';

const status = syncStatus();

function fakeIpcMain() {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => Promise<unknown>>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => handlers.delete(channel),
  };
  return { ipcMain, handlers };
}

const fromApp: IpcEventLike = {
  senderFrame: { url: 'app://passdesk/index.html', parent: null },
  sender: { id: 1 },
};

function setup(stopping = false) {
  const { ipcMain, handlers } = fakeIpcMain();
  const calls: string[] = [];
  const logged: string[] = [];
  const table = {
    'sync.status': async () => (calls.push('sync.status'), status),
  } as unknown as Handlers;
  const trusted = trustedOrigins({ isPackaged: true });
  const unregister = registerIpc({
    ipcMain,
    handlers: table,
    isTrusted: (facts) => isTrustedSender(facts, trusted),
    isOwnWindow: (id) => id === 1,
    isStopping: () => stopping,
    log: (message) => logged.push(message),
  });
  return { handlers, calls, logged, unregister };
}

describe('IPC registration', () => {
  it('registers exactly one handler per contract channel, and removes them all', () => {
    const { handlers, unregister } = setup();
    expect([...handlers.keys()].sort()).toEqual(CHANNELS.map(invokeChannel).sort());
    unregister();
    expect(handlers.size).toBe(0);
  });

  it('answers a trusted sender through dispatch', async () => {
    const { handlers, calls } = setup();
    await expect(handlers.get(invokeChannel('sync.status'))!(fromApp, {})).resolves.toEqual({
      ok: true,
      value: status,
    });
    expect(calls).toEqual(['sync.status']);
  });

  it('validates requests before the handler runs', async () => {
    const { handlers, calls } = setup();
    const answer = await handlers.get(invokeChannel('sync.status'))!(fromApp, { extra: 'field' });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(calls).toEqual([]);
  });

  it.each([
    [
      'a subframe',
      { senderFrame: { url: 'app://passdesk/index.html', parent: {} }, sender: { id: 1 } },
    ],
    [
      'another origin',
      { senderFrame: { url: 'https://evil.example/', parent: null }, sender: { id: 1 } },
    ],
    [
      'a look-alike origin',
      { senderFrame: { url: 'app://passdesk.evil/', parent: null }, sender: { id: 1 } },
    ],
    [
      'a file page',
      { senderFrame: { url: 'file:///tmp/x.html', parent: null }, sender: { id: 1 } },
    ],
    ['a destroyed frame', { senderFrame: null, sender: { id: 1 } }],
    [
      'a window the shell did not create',
      { senderFrame: { url: 'app://passdesk/', parent: null }, sender: { id: 7 } },
    ],
  ])('refuses %s without running anything', async (_what, event) => {
    const { handlers, calls, logged } = setup();
    const answer = await handlers.get(invokeChannel('sync.status'))!(event as IpcEventLike, {});
    expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(calls).toEqual([]);
    expect(logged).toContain('IPC refused: untrusted sender');
  });

  it('takes no new work once quitting has begun', async () => {
    const { handlers, calls } = setup(true);
    const answer = await handlers.get(invokeChannel('sync.status'))!(fromApp, {});
    expect(answer).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/closing/) },
    });
    expect(calls).toEqual([]);
  });

  it('hides a handler crash behind a plain message and logs it', async () => {
    const { ipcMain, handlers } = fakeIpcMain();
    const logged: unknown[] = [];
    registerIpc({
      ipcMain,
      handlers: {
        'sync.status': async () => {
          throw new Error('SQLITE_CORRUPT at /home/x/secret.db');
        },
      } as unknown as Handlers,
      isTrusted: () => true,
      isOwnWindow: () => true,
      isStopping: () => false,
      log: (message, fields) => logged.push({ message, fields }),
    });
    const answer = await handlers.get(invokeChannel('sync.status'))!(fromApp, {});
    expect(JSON.stringify(answer)).not.toContain('SQLITE_CORRUPT');
    expect(logged).toHaveLength(1);
  });
});

describe('event forwarding', () => {
  it('forwards every contract event that matches its schema, and drops the rest', () => {
    const listeners = new Map<string, (payload: unknown) => void>();
    const sent: Array<[string, unknown]> = [];
    const logged: string[] = [];
    const stop = forwardEvents(
      {
        on: (name, listener) => {
          listeners.set(name, listener);
          return () => listeners.delete(name);
        },
      },
      (channel, payload) => sent.push([channel, payload]),
      (message) => logged.push(message),
    );
    expect([...listeners.keys()].sort()).toEqual([...EVENT_NAMES].sort());
    listeners.get('sync.status')!({ ...status, apiKey: 'pk_live_secret' });
    listeners.get('sync.status')!({ online: 'yes' });
    expect(sent).toEqual([[eventChannel('sync.status'), status]]);
    expect(logged).toEqual(['event dropped: it breaks the contract']);
    stop();
    expect(listeners.size).toBe(0);
  });
});

describe('the customer display window', () => {
  it('may read what it shows and nothing else', async () => {
    const { ipcMain, handlers } = fakeIpcMain();
    const calls: string[] = [];
    const view = {
      program: null,
      customer: null,
      at: null,
      idleAfterSeconds: 45,
      language: 'en' as const,
    };
    registerIpc({
      ipcMain,
      handlers: {
        'display.current': async () => (calls.push('display.current'), view),
        'sync.status': async () => (calls.push('sync.status'), status),
      } as unknown as Handlers,
      isTrusted: () => true,
      isOwnWindow: () => true,
      mayCall: (id, channel) =>
        id !== 2 || (DISPLAY_CHANNELS as readonly string[]).includes(channel),
      isStopping: () => false,
      log: () => undefined,
    });
    const fromDisplay: IpcEventLike = { ...fromApp, sender: { id: 2 } };
    expect(await handlers.get(invokeChannel('display.current'))!(fromDisplay, {})).toEqual({
      ok: true,
      value: view,
    });
    expect(await handlers.get(invokeChannel('sync.status'))!(fromDisplay, {})).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    // Nor may it cut the training station off: that drill is the cashier's and the manager's.
    expect(
      await handlers.get(invokeChannel('training.practiseOffline'))!(fromDisplay, { on: true }),
    ).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    // The main window is not held to the display's channels.
    expect(await handlers.get(invokeChannel('sync.status'))!(fromApp, {})).toMatchObject({
      ok: true,
    });
    expect(calls).toEqual(['display.current', 'sync.status']);
  });
});
