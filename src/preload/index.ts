// The preload: exposes the IPC contract to the page as `window.passdesk`, named functions only.
import { contextBridge, ipcRenderer } from 'electron';
import { makeBridge } from '@shared/ipc/bridge';
import { exposable } from './exposedApi';
import { ipcTransport } from './ipcTransport';

contextBridge.exposeInMainWorld('passdesk', exposable(makeBridge(ipcTransport(ipcRenderer))));
