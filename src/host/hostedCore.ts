// What the web host needs from the core: its handler table and its event stream.
import type { EventName, EventPayload } from '@shared/ipc/contract';
import type { Handlers } from '@shared/ipc/dispatch';

export interface HostedCore {
  /** The core's own table, the same one the Electron IPC registers: never a copy. */
  handlers: Handlers;
  events: {
    on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void;
  };
}
