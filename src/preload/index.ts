// The preload: exposes the IPC contract to the page as `window.passdesk`, named functions only.
import { contextBridge, ipcRenderer } from 'electron';
import { z } from 'zod';
import { makeBridge } from '@shared/ipc/bridge';
import { exposable } from './exposedApi';
import { ipcTransport } from './ipcTransport';

// The page's CSP forbids eval; zod's eval-free path avoids even probing for it.
z.config({ jitless: true });
contextBridge.exposeInMainWorld('passdesk', exposable(makeBridge(ipcTransport(ipcRenderer))));
