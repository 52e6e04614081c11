// A stand-in for the core's event emitter, for host tests: listeners by event name, and a way
// to send an event to them as the core would.
import type { EventName, EventPayload } from '@shared/ipc/contract';

type Listener = (payload: unknown) => void;

export function fakeCoreEvents() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    listeners,
    on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void) {
      const set = listeners.get(name) ?? new Set<Listener>();
      listeners.set(name, set);
      set.add(listener as Listener);
      return () => set.delete(listener as Listener);
    },
    emit<E extends EventName>(name: E, payload: EventPayload<E>) {
      listeners.get(name)?.forEach((listener) => listener(payload));
    },
  };
}
