// The customer display: a second window, full screen on the monitor facing the customer when
// the till has one. Same sandboxed renderer as the main window, opened at its display page, and
// allowed only the display's channels (registerIpc's `mayCall`).
import { BrowserWindow, screen, type Display } from 'electron';

/** The renderer's page for the customer display. */
const DISPLAY_HASH = '#/display';

export interface DisplayWindowOptions {
  preloadPath: string;
  /** The app's entry URL; the display page is its `#/display`. */
  url: string;
}

/** The monitor that is not the main window's, if the till has more than one. */
export function customerMonitor(mainBounds: Electron.Rectangle): Display | null {
  const main = screen.getDisplayMatching(mainBounds);
  return screen.getAllDisplays().find((display) => display.id !== main.id) ?? null;
}

export function createDisplayWindow(options: DisplayWindowOptions, on: Display): BrowserWindow {
  const window = new BrowserWindow({
    x: on.bounds.x,
    y: on.bounds.y,
    width: on.bounds.width,
    height: on.bounds.height,
    show: false,
    frame: false,
    fullscreen: true,
    focusable: false,
    // The display's page names itself in its own language; the frameless window needs no words.
    title: 'PassDesk',
    backgroundColor: '#111827',
    // Written out as in mainWindow.ts, not shared: Electronegativity checks the literal here.
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      disableBlinkFeatures: 'Auxclick',
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools: false,
    },
  });
  window.once('ready-to-show', () => window.showInactive());
  void window.loadURL(`${options.url.replace(/#.*$/, '')}${DISPLAY_HASH}`);
  return window;
}
