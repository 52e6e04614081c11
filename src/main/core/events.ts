// The core's outgoing events, named and shaped as the IPC contract's `ipcEvents`.
import type { EventName, EventPayload } from '@shared/ipc/contract';

export type CoreListener<E extends EventName> = (payload: EventPayload<E>) => void;

export class CoreEvents {
  private readonly listeners = new Map<EventName, Set<(payload: unknown) => void>>();

  on<E extends EventName>(name: E, listener: CoreListener<E>): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    const wrapped = listener as (payload: unknown) => void;
    set.add(wrapped);
    return () => set.delete(wrapped);
  }

  /** Lets a producer skip building a payload nobody listens to (member views cost a query). */
  has(name: EventName): boolean {
    return (this.listeners.get(name)?.size ?? 0) > 0;
  }

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        listener(payload);
      } catch {
        // A listener's fault must never break the sync that emitted the event.
      }
    }
  }
}
