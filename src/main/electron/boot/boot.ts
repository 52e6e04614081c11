// Starts the desktop app: one instance, the app:// origin, guards, key store, training service
// when no key is set, the core, IPC, the window, the online watch, and an orderly quit.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, net, powerMonitor, session } from 'electron';
import { createRotatingLog, type Log } from '../../core/log/rotatingLog';
import { forwardEvents, registerIpc } from '../ipc/registerIpc';
import { resolveLaunchOptions } from '../lifecycle/launchOptions';
import { nextReload } from '../lifecycle/rendererRecovery';
import { watchOnline } from '../lifecycle/onlineWatch';
import { createShutdown } from '../lifecycle/shutdown';
import { APP_ENTRY_URL, trustedOrigins } from '../policy/appOrigin';
import { buildCsp } from '../policy/csp';
import { isTrustedSender } from '../policy/ipcSender';
import { registerAppScheme, serveAppProtocol } from '../window/appProtocol';
import { guardContents, guardSession } from '../window/guards';
import { DISPLAY_CHANNELS } from '@shared/ipc/access';
import { translatorOf } from '@shared/i18n/everyLanguage';
import { systemLanguage } from '@shared/i18n/systemLanguage';
import { openCustomerDisplay } from '../window/customerDisplay';
import { createMainWindow } from '../window/mainWindow';
import type { ShellDependencies } from './coreBoundary';
import { openStation } from './station';

export interface BootPaths {
  /** The folder holding the built `main`, `preload` and `renderer` outputs. */
  outDir: string;
}

export function boot(deps: ShellDependencies, paths: BootPaths): void {
  app.enableSandbox();
  registerAppScheme();
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app
    .whenReady()
    .then(() => {
      const logsDir = app.getPath('logs');
      const log = createRotatingLog({ dir: logsDir, name: 'main', maxBytes: 1_000_000, keep: 5 });
      return start(deps, paths, log).catch((error: unknown) => {
        log.error('could not start', { error });
        throw error;
      });
    })
    .catch((error: unknown) => fatal(error));
}

async function start(deps: ShellDependencies, paths: BootPaths, log: Log): Promise<void> {
  const userData = app.getPath('userData');
  mkdirSync(userData, { recursive: true, mode: 0o700 });
  const info = (message: string, fields?: Record<string, unknown>) => log.info(message, fields);
  // A fault outside any request leaves the process in an unknown state: log it and stop; the
  // outbox is durable, so the next start resumes where this one was.
  process.on('uncaughtException', (error) => {
    log.error('uncaught exception', { error });
    fatal(error);
  });
  process.on('unhandledRejection', (error) => log.error('unhandled rejection', { error }));

  const launch = resolveLaunchOptions({
    argv: process.argv,
    env: process.env,
    settingsFile: readJson(join(userData, 'shell-settings.json'), log),
  });
  launch.warnings.forEach((warning) => log.warn(warning));

  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const trusted = trustedOrigins({ isPackaged: app.isPackaged, devServerUrl });
  const devOrigin = trusted.origins.find((origin) => origin.startsWith('http:')) ?? null;
  app.on('web-contents-created', (_event, contents) => guardContents(contents, trusted, info));

  const { core, training } = await openStation(
    deps,
    userData,
    log,
    launch.imageOrigins,
    launch.lan,
  );

  const csp = buildCsp({ devServerOrigin: devOrigin });
  guardSession(session.defaultSession, { trusted, devServerSocket: devOrigin !== null }, info);
  serveAppProtocol(session.defaultSession, join(paths.outDir, 'renderer'), csp, info);

  const windows = new Set<number>();
  const shutdown = createShutdown({
    closeCore: () => core.close(),
    closeService: training ? () => training.close() : undefined,
    log: info,
    timeoutMs: 10_000,
  });
  // The customer display's window may read what it shows, and nothing else.
  const displays = new Set<number>();
  registerIpc({
    ipcMain,
    handlers: core.handlers,
    isTrusted: (facts) => isTrustedSender(facts, trusted),
    isOwnWindow: (id) => windows.has(id),
    mayCall: (id, channel) =>
      !displays.has(id) || (DISPLAY_CHANNELS as readonly string[]).includes(channel),
    isStopping: () => shutdown.stopping,
    log: info,
  });

  const entryUrl = devServerUrl && devOrigin ? devServerUrl : APP_ENTRY_URL;
  const preloadPath = join(paths.outDir, 'preload', 'index.cjs');
  const window = createMainWindow({
    preloadPath,
    url: entryUrl,
    kiosk: launch.kiosk,
    devTools: !app.isPackaged,
  });
  windows.add(window.webContents.id);
  const stopDisplay = openCustomerDisplay(
    window,
    { preloadPath, url: entryUrl },
    (id, add) => {
      for (const set of [windows, displays]) {
        if (add) set.add(id);
        else set.delete(id);
      }
    },
    core.events,
    info,
  );
  const stopEvents = forwardEvents(
    core.events,
    (channel, payload) => {
      if (!window.isDestroyed()) window.webContents.send(channel, payload);
    },
    info,
  );
  let reloads: number[] = [];
  window.webContents.on('render-process-gone', (_event, details) => {
    log.error('renderer gone', { ...details });
    const next = nextReload(details.reason, reloads, Date.now());
    if (next && !window.isDestroyed()) {
      reloads = next;
      window.webContents.reload();
    }
  });
  window.webContents.on('unresponsive', () => log.warn('the window stopped responding'));

  const online = watchOnline({
    isOnline: () => net.isOnline(),
    onChange: (value) => core.setNetworkHint(value),
    intervalMs: 5000,
  });
  powerMonitor.on('resume', () => online.check());

  app.on('second-instance', () => {
    if (window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('window-all-closed', () => app.quit());
  let closed = false;
  app.on('before-quit', (event) => {
    if (closed) return;
    event.preventDefault();
    online.stop();
    stopEvents();
    stopDisplay();
    void shutdown.run().then(() => {
      closed = true;
      app.quit();
    });
  });
  info('started', {
    version: app.getVersion(),
    kiosk: launch.kiosk,
    training: training !== null,
    peers: launch.lan.peers,
  });
}

function readJson(path: string, log: Log): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    log.warn(`${path} is not valid JSON; using the defaults`);
    return undefined;
  }
}

function fatal(error: unknown): void {
  console.error('PassDesk could not start:', error);
  const reason = error instanceof Error ? error.message : String(error);
  // Settings may be what failed to open: the computer's own language says it.
  const words = translatorOf(systemLanguage(process.env, app.getLocale()));
  dialog.showErrorBox(
    words.t('pass.desktop.couldNotStart'),
    words.t('pass.desktop.couldNotStartDetail', { reason, logs: app.getPath('logs') }),
  );
  for (const window of BrowserWindow.getAllWindows()) window.destroy();
  app.exit(1);
}
