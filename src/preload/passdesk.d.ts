// The page's view of the preload: `window.passdesk`, typed from the IPC contract.
import type { PassdeskApi } from '@shared/ipc/bridge';

declare global {
  interface Window {
    /**
     * Present in the desktop app, absent in a browser (the web host). A failed call rejects with
     * `{ name: 'AppError', kind, message, details? }`: a plain object, since Electron copies values
     * between worlds and drops Error subclasses.
     */
    passdesk?: PassdeskApi;
  }
}

export {};
