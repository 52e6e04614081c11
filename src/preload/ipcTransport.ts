// The bridge's transport over Electron IPC: only the contract's channels and events, and never
// the raw IPC event (which would hand the page Electron's sender object).
import type { IpcRenderer } from 'electron';
import { CHANNELS, EVENT_NAMES, type Channel, type EventName } from '@shared/ipc/contract';
import type { Transport } from '@shared/ipc/bridge';
import { eventChannel, invokeChannel } from '@shared/ipc/electronChannels';

type IpcRendererLike = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

export function ipcTransport(ipc: IpcRendererLike): Transport {
  const channels = new Set<string>(CHANNELS);
  const events = new Set<string>(EVENT_NAMES);
  return {
    invoke(channel: Channel, request: unknown) {
      if (!channels.has(channel))
        return Promise.reject(new Error(`Unknown request "${String(channel)}".`));
      return ipc.invoke(invokeChannel(channel), request);
    },
    subscribe(event: EventName, listener: (payload: unknown) => void) {
      if (!events.has(event)) throw new Error(`Unknown event "${String(event)}".`);
      const handler = (_event: unknown, payload: unknown) => listener(payload);
      ipc.on(eventChannel(event), handler);
      return () => {
        ipc.removeListener(eventChannel(event), handler);
      };
    },
  };
}
