// The real boot sequence (src/main/electron/desktopApp.ts) with the real core and training
// service, over a recording stand-in for Electron: what the shell sets up, in what order, and how
// it quits. A small renderer folder stands in for the built one, so app:// serves a real page.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '@shared/ipc/contract';
import { invokeChannel } from '@shared/ipc/electronChannels';
import { buildCsp } from '../../../src/main/electron/policy/csp';
import { app, recorded, screen, type FakeBrowserWindow } from './fakeElectron';
import { prepareShellRun } from './shellRun';

vi.mock('electron', () => import('./fakeElectron'));

const run = prepareShellRun('passdesk-boot-');
const { dir, log, until } = run;
const outDir = join(dir, 'out');
const PAGE = '<!doctype html><title>PassDesk</title><div id="root"></div>';

let window: FakeBrowserWindow;
const fromPage = () => ({
  senderFrame: { url: 'app://passdesk/index.html', parent: null },
  sender: { id: window.webContents.id },
});
const call = (channel: string, request: unknown, event: unknown = fromPage()) =>
  recorded.ipcHandlers.get(invokeChannel(channel as never))!(event, request);

beforeAll(async () => {
  mkdirSync(join(outDir, 'renderer'), { recursive: true });
  writeFileSync(join(outDir, 'renderer', 'index.html'), PAGE);
  run.provideNativeBinding();
  const { startDesktopApp } = await import('../../../src/main/electron/desktopApp');
  startDesktopApp(outDir);
  app.becomeReady();
  await until(
    () => recorded.windows.length === 1 && log().includes('INFO started'),
    'the shell to start',
  );
  window = recorded.windows[0]!;
}, 30_000);

afterAll(async () => {
  if (recorded.quitCalls === 0) app.quit();
  await until(() => log().includes('quit cleanly'), 'the shell to quit');
  rmSync(dir, { recursive: true, force: true });
});

describe('desktop boot', () => {
  it('turns the sandbox on and registers the app scheme before the app is ready', () => {
    expect(recorded.order.slice(0, 4)).toEqual([
      'enableSandbox',
      'registerSchemesAsPrivileged',
      'requestSingleInstanceLock',
      'ready',
    ]);
    expect(recorded.privilegedSchemes).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
    expect(JSON.stringify(recorded.privilegedSchemes)).not.toMatch(/bypassCSP/);
  });

  it('opens the customer display on a second monitor, able to read only what it shows', async () => {
    recorded.displays.push({ id: 2, bounds: { x: 1280, y: 0, width: 1920, height: 1080 } });
    screen.emit('display-added');
    await until(() => recorded.windows.length === 2, 'the display window');
    const display = recorded.windows[1]!;
    expect(display.webContents.url).toBe('app://passdesk/index.html#/display');
    expect(display.options).toMatchObject({ x: 1280, fullscreen: true, focusable: false });
    expect(display.options.webPreferences).toMatchObject({ sandbox: true, devTools: false });
    const fromDisplay = {
      senderFrame: { url: 'app://passdesk/index.html#/display', parent: null },
      sender: { id: display.webContents.id },
    };
    expect(await call('display.current', {}, fromDisplay)).toMatchObject({ ok: true });
    expect(await call('sync.status', {}, fromDisplay)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await call('sync.status', {})).toMatchObject({ ok: true });
    // Plugged in again: still one display window.
    screen.emit('display-added');
    expect(recorded.windows).toHaveLength(2);
  });

  it('opens one locked-down window on the app origin', () => {
    const prefs = window.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      spellcheck: false,
    });
    expect(String(prefs.preload)).toMatch(/preload[\\/]index\.cjs$/);
    expect(window.webContents.url).toBe('app://passdesk/index.html');
    expect(window.options.kiosk).toBe(false);
  });

  it('registers one IPC handler per contract channel and nothing else', () => {
    expect([...recorded.ipcHandlers.keys()].sort()).toEqual(CHANNELS.map(invokeChannel).sort());
  });

  it('starts in training mode when no key is stored, answering the page through the real core', async () => {
    await expect(call('app.info', {})).resolves.toMatchObject({
      ok: true,
      value: { trainingMode: true },
    });
    await expect(call('counter.program', {})).resolves.toMatchObject({ ok: true });
    expect(log()).toMatch(/training service ready/);
    expect(log()).toMatch(/training mode: no API key set/);
  });

  it('refuses IPC from anywhere but the app page', async () => {
    const evil = {
      senderFrame: { url: 'https://evil.example/', parent: null },
      sender: { id: window.webContents.id },
    };
    const framed = {
      senderFrame: { url: 'app://passdesk/index.html', parent: {} },
      sender: { id: window.webContents.id },
    };
    const stranger = {
      senderFrame: { url: 'app://passdesk/index.html', parent: null },
      sender: { id: 999 },
    };
    for (const event of [evil, framed, stranger]) {
      await expect(call('app.info', {}, event)).resolves.toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      });
    }
  });

  it('forwards core events to the window', async () => {
    // A change that always announces itself: sync.now does only when the status moves, and the
    // first probe may have moved it before the window listened.
    await call('settings.update', { stationName: 'Till 7' });
    await until(
      () => window.webContents.sent.some((m) => m.channel === 'passdesk:event:settings.changed'),
      'a settings event',
    );
  });

  it('guards the window: navigation, new windows and webviews', () => {
    const navigate = (url: string, isMainFrame = true) => {
      const event = {
        url,
        isMainFrame,
        defaultPrevented: false,
        preventDefault: () => void (event.defaultPrevented = true),
      };
      window.webContents.emit('will-navigate', event);
      return event.defaultPrevented;
    };
    expect(navigate('https://evil.example/')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate('app://passdesk/counter')).toBe(false);
    expect(navigate('app://passdesk/counter', false)).toBe(true);
    const open = window.webContents.windowOpenHandler as (d: object) => { action: string };
    expect(
      open({ url: 'https://example.com/help', disposition: 'foreground-tab', features: '' }),
    ).toEqual({ action: 'deny' });
    expect(
      open({ url: 'javascript:alert(1)', disposition: 'foreground-tab', features: '' }),
    ).toEqual({ action: 'deny' });
    expect(recorded.opened).toEqual(['https://example.com/help']);
    const webview = {
      defaultPrevented: false,
      preventDefault: () => void (webview.defaultPrevented = true),
    };
    window.webContents.emit('will-attach-webview', webview);
    expect(webview.defaultPrevented).toBe(true);
  });

  it('grants the camera to the app page only, and blocks the renderer network', () => {
    const ask = (permission: string, details: object) => {
      let answer: boolean | null = null;
      (recorded.permissionRequest as (...a: unknown[]) => void)(
        {},
        permission,
        (g: boolean) => (answer = g),
        details,
      );
      return answer;
    };
    const page = { requestingUrl: 'app://passdesk/index.html', isMainFrame: true };
    expect(ask('media', { ...page, mediaTypes: ['video'] })).toBe(true);
    expect(ask('media', { ...page, mediaTypes: ['audio'] })).toBe(false);
    expect(ask('geolocation', page)).toBe(false);
    expect(
      ask('media', {
        requestingUrl: 'https://evil.example/',
        isMainFrame: true,
        mediaTypes: ['video'],
      }),
    ).toBe(false);
    expect((recorded.devicePermission as () => boolean)()).toBe(false);
    let cancelled: boolean | null = null;
    recorded.beforeRequest!.listener(
      { url: 'https://evil.example/beacon' } as never,
      ((r: { cancel: boolean }) => (cancelled = r.cancel)) as never,
    );
    expect(cancelled).toBe(true);
    expect(recorded.beforeRequest!.filter.urls).toEqual(['<all_urls>']);
    // Not even the training service the shell started: images come through main.
    const trainingUrl = /training service ready \{"url":"([^"]+)"\}/.exec(log())![1]!;
    const decide = (url: string, resourceType: string) => {
      let cancel: boolean | null = null;
      recorded.beforeRequest!.listener(
        { url, resourceType, method: 'GET' } as never,
        ((r: { cancel: boolean }) => (cancel = r.cancel)) as never,
      );
      return cancel;
    };
    expect(decide(`${trainingUrl}/images/card.png`, 'image')).toBe(true);
    expect(decide('https://cdn.example.com/stamp.png', 'image')).toBe(true);
    expect(decide(`${trainingUrl}/v1/templates`, 'xhr')).toBe(true);
  });

  it('serves app:// with the CSP and refuses other hosts', async () => {
    const handler = recorded.protocolHandlers.get('app')!;
    const foreign = await handler(new Request('app://passdesk.evil/index.html'));
    expect(foreign.status).toBe(403);
    const page = await handler(new Request('app://passdesk/index.html'));
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(PAGE);
    // The very policy test/unit/shell/csp.test.ts pins, with no dev server named.
    expect(page.headers.get('content-security-policy')).toBe(buildCsp());
  });

  it('stores a key entered in settings encrypted, and keeps it out of the log', async () => {
    const key = 'pk_live_boot_test_4f9a2c7e1b';
    await call('settings.setApiKey', { apiKey: key });
    const file = join(dir, 'userData', 'api-key.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      version: 2,
      format: 'safeStorage',
    });
    expect(readFileSync(file, 'utf8')).not.toContain(key);
    const settings = (await call('settings.get', {})) as {
      value: { keyStorage: { encrypted: boolean } };
    };
    expect(settings.value.keyStorage.encrypted).toBe(true);
    expect(log()).not.toContain(key);
  });

  it('reloads a crashed window, but not forever', () => {
    for (let i = 0; i < 5; i += 1)
      window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    expect(window.webContents.reloads).toBe(3);
    expect(log()).toMatch(/ERROR renderer gone/);
  });

  it('quits in order: no new work, the core closed, then the app really quits', async () => {
    app.quit();
    await expect(call('sync.status', {})).resolves.toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/closing/) },
    });
    await until(() => recorded.quitCalls === 2, 'the second quit');
    expect(log()).toMatch(/quitting: no new work accepted[\s\S]*quit cleanly/);
    expect(log()).not.toMatch(/did not finish|failed while quitting/);
  });
});
