// One IPC handler per contract channel, each checking its sender before the shared dispatch()
// parses the request and runs the core's handler; core events forwarded to the window.
import { inEnglish } from '@shared/i18n/everyLanguage';
import type { MessageId } from '@shared/i18n/messageId';
import { said } from '@shared/i18n/said';
import { CHANNELS, type Channel, type EventName } from '@shared/ipc/contract';
import { dispatch, type Handlers } from '@shared/ipc/dispatch';
import type { AppErrorKind, Envelope } from '@shared/ipc/errors';
import { forwardEvents as forwardContractEvents } from '@shared/ipc/forwardEvents';
import { invokeChannel, eventChannel } from '@shared/ipc/electronChannels';
import type { SenderFacts } from '../policy/ipcSender';

/** The slice of `ipcMain` used here, so the registration is tested without Electron. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: IpcEventLike, ...args: unknown[]) => Promise<unknown>,
  ): void;
  removeHandler(channel: string): void;
}
export interface IpcEventLike {
  senderFrame: { url: string; parent: unknown } | null;
  sender: { id: number };
}

export interface RegisterIpcOptions {
  ipcMain: IpcMainLike;
  handlers: Handlers;
  /** Decides from the sender's facts; the shell passes isTrustedSender with its origins. */
  isTrusted: (facts: SenderFacts) => boolean;
  isOwnWindow: (webContentsId: number) => boolean;
  /**
   * Whether this window may call this channel; the customer display may call only
   * `DISPLAY_CHANNELS`. Every channel when left out.
   */
  mayCall?: (webContentsId: number, channel: Channel) => boolean;
  /** True once quitting has begun. */
  isStopping: () => boolean;
  log: (message: string, fields?: Record<string, unknown>) => void;
}

const failed = (kind: AppErrorKind, id: MessageId): Envelope => ({
  ok: false,
  error: { kind, message: inEnglish(said(id)), said: said(id) },
});
const REFUSED = failed('forbidden', 'pass.notFromWindow');
const CLOSING = failed('internal', 'pass.closing');

export function senderFacts(
  event: IpcEventLike,
  isOwnWindow: (id: number) => boolean,
): SenderFacts {
  const frame = event.senderFrame;
  return {
    frameUrl: frame?.url ?? null,
    isMainFrame: frame !== null && frame.parent === null,
    isOwnWindow: isOwnWindow(event.sender.id),
  };
}

/** Returns a function that removes every handler it added. */
export function registerIpc(options: RegisterIpcOptions): () => void {
  for (const channel of CHANNELS) {
    options.ipcMain.handle(invokeChannel(channel), async (event, request) => {
      if (!options.isTrusted(senderFacts(event, options.isOwnWindow))) {
        options.log('IPC refused: untrusted sender', {
          channel,
          url: event.senderFrame?.url ?? null,
        });
        return REFUSED;
      }
      if (options.mayCall && !options.mayCall(event.sender.id, channel)) {
        options.log('IPC refused: not a channel for this window', { channel });
        return REFUSED;
      }
      if (options.isStopping()) return CLOSING;
      return dispatch(options.handlers, channel, request, (error) =>
        options.log('IPC handler failed', { channel, error }),
      );
    });
  }
  return () => CHANNELS.forEach((channel) => options.ipcMain.removeHandler(invokeChannel(channel)));
}

export interface CoreEvents {
  on(name: EventName, listener: (payload: unknown) => void): () => void;
}

/** Forwards each contract event to the window on its Electron channel, checked on the way out. */
export function forwardEvents(
  events: CoreEvents,
  send: (channel: string, payload: unknown) => void,
  log: (message: string, fields?: Record<string, unknown>) => void,
): () => void {
  return forwardContractEvents(events, (name, payload) => send(eventChannel(name), payload), log);
}
