// A stand-in for the parts of Electron the shell touches, recording what the shell asks of it, so
// the real boot sequence can run under Node on a machine without Electron's binary.
import { EventEmitter } from 'node:events';

type Handler = (...args: never[]) => unknown;

export const recorded = {
  order: [] as string[],
  privilegedSchemes: [] as unknown[],
  protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
  permissionRequest: null as Handler | null,
  permissionCheck: null as Handler | null,
  devicePermission: null as Handler | null,
  beforeRequest: null as { filter: { urls: string[] }; listener: Handler } | null,
  ipcHandlers: new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>(),
  windows: [] as FakeBrowserWindow[],
  opened: [] as string[],
  menuCleared: false,
  quitCalls: 0,
  errorBoxes: [] as Array<{ title: string; content: string }>,
  exitCode: null as number | null,
  singleInstance: true,
  online: true,
  paths: {} as Record<string, string>,
  /** The monitors: one unless a test plugs in another. */
  displays: [{ id: 1, bounds: { x: 0, y: 0, width: 1280, height: 800 } }] as FakeDisplay[],
};

interface FakeDisplay {
  id: number;
  bounds: { x: number; y: number; width: number; height: number };
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  private ready!: () => void;
  private readonly readyPromise = new Promise<void>((resolve) => (this.ready = resolve));
  enableSandbox() {
    recorded.order.push('enableSandbox');
  }
  requestSingleInstanceLock() {
    recorded.order.push('requestSingleInstanceLock');
    return recorded.singleInstance;
  }
  whenReady() {
    return this.readyPromise;
  }
  /** The test decides when the app is ready, as the OS would. */
  becomeReady() {
    recorded.order.push('ready');
    this.ready();
  }
  getPath(name: string) {
    const path = recorded.paths[name];
    if (!path) throw new Error(`no fake path for ${name}`);
    return path;
  }
  /** The operating system's language, as Electron reads it. */
  getLocale() {
    return 'en-US';
  }
  getAppPath() {
    return recorded.paths.appPath ?? process.cwd();
  }
  getVersion() {
    return '0.1.0';
  }
  quit() {
    recorded.quitCalls += 1;
    const event = {
      defaultPrevented: false,
      preventDefault: () => void (event.defaultPrevented = true),
    };
    this.emit('before-quit', event);
    if (!event.defaultPrevented) this.emit('will-quit');
  }
  exit(code: number) {
    recorded.exitCode = code;
  }
}
export const app = new FakeApp();

let nextContentsId = 1;
class FakeWebContents extends EventEmitter {
  readonly id = nextContentsId++;
  readonly sent: Array<{ channel: string; payload: unknown }> = [];
  windowOpenHandler: Handler | null = null;
  url: string | null = null;
  reloads = 0;
  reload() {
    this.reloads += 1;
  }
  send(channel: string, payload: unknown) {
    this.sent.push({ channel, payload: structuredClone(payload) });
  }
  setWindowOpenHandler(handler: Handler) {
    this.windowOpenHandler = handler;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static getAllWindows() {
    return recorded.windows;
  }
  readonly webContents = new FakeWebContents();
  destroyed = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    recorded.order.push('BrowserWindow');
    recorded.windows.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }
  loadURL(url: string) {
    this.webContents.url = url;
    return Promise.resolve();
  }
  isDestroyed() {
    return this.destroyed;
  }
  isMinimized() {
    return false;
  }
  restore() {}
  focus() {}
  show() {}
  showInactive() {}
  getBounds() {
    return { x: 0, y: 0, width: 1280, height: 800 };
  }
  destroy() {
    this.destroyed = true;
  }
}
export const BrowserWindow = FakeBrowserWindow;

class FakeScreen extends EventEmitter {
  getAllDisplays() {
    return recorded.displays;
  }
  getDisplayMatching() {
    return recorded.displays[0]!;
  }
}
export const screen = new FakeScreen();

export const protocol = {
  registerSchemesAsPrivileged(schemes: unknown[]) {
    recorded.order.push('registerSchemesAsPrivileged');
    recorded.privilegedSchemes.push(...schemes);
  },
};

export const session = {
  defaultSession: {
    protocol: {
      handle(scheme: string, handler: (request: Request) => Promise<Response>) {
        recorded.protocolHandlers.set(scheme, handler);
      },
    },
    setPermissionRequestHandler: (handler: Handler) => void (recorded.permissionRequest = handler),
    setPermissionCheckHandler: (handler: Handler) => void (recorded.permissionCheck = handler),
    setDevicePermissionHandler: (handler: Handler) => void (recorded.devicePermission = handler),
    webRequest: {
      onBeforeRequest: (filter: { urls: string[] }, listener: Handler) =>
        void (recorded.beforeRequest = { filter, listener }),
    },
  },
};

export const ipcMain = {
  handle(channel: string, listener: (event: unknown, ...args: unknown[]) => Promise<unknown>) {
    if (recorded.ipcHandlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    recorded.ipcHandlers.set(channel, listener);
  },
  removeHandler(channel: string) {
    recorded.ipcHandlers.delete(channel);
  },
};

export const safeStorage = {
  isEncryptionAvailable: () => true,
  getSelectedStorageBackend: () => 'gnome_libsecret',
  encryptString: (plain: string) => Buffer.from(Buffer.from(plain, 'utf8').map((b) => b ^ 0x21)),
  decryptString: (bytes: Buffer) => Buffer.from(bytes.map((b) => b ^ 0x21)).toString('utf8'),
};

export const dialog = {
  showErrorBox: (title: string, content: string) =>
    void recorded.errorBoxes.push({ title, content }),
};
export const net = { isOnline: () => recorded.online };
export const powerMonitor = new EventEmitter();
export const Menu = { setApplicationMenu: () => void (recorded.menuCleared = true) };
export const shell = {
  openExternal: async (url: string) => void recorded.opened.push(url),
};

export default {
  app,
  BrowserWindow,
  screen,
  protocol,
  session,
  ipcMain,
  safeStorage,
  net,
  powerMonitor,
  Menu,
  shell,
};
