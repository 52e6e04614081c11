// The one PassDesk window: sandboxed, isolated, no Node, no webviews; kiosk on a counter PC.
import { BrowserWindow, Menu } from 'electron';

export interface MainWindowOptions {
  preloadPath: string;
  url: string;
  kiosk: boolean;
  devTools: boolean;
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  if (options.kiosk) Menu.setApplicationMenu(null);
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'PassDesk',
    backgroundColor: '#f7f7f5',
    autoHideMenuBar: true,
    kiosk: options.kiosk,
    fullscreen: options.kiosk,
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
      // A middle click would otherwise open links through a path the window-open guard must catch.
      disableBlinkFeatures: 'Auxclick',
      navigateOnDragDrop: false,
      safeDialogs: true,
      // The spell checker downloads dictionaries; the app makes no request of its own.
      spellcheck: false,
      devTools: options.devTools,
    },
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(options.url);
  return window;
}
