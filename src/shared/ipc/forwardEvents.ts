// Sends the core's events on to a page, each checked against its contract schema on the way out,
// so the renderer only ever receives what the contract promises; used by both hosts.
import { EVENT_NAMES, ipcEvents, type EventName } from './contract';

/** The slice of the core's event emitter this needs. */
export interface EventSource {
  on(name: EventName, listener: (payload: unknown) => void): () => void;
}

export function forwardEvents(
  events: EventSource,
  send: (name: EventName, payload: unknown) => void,
  log: (message: string, fields?: Record<string, unknown>) => void,
): () => void {
  const stops = EVENT_NAMES.map((name) =>
    events.on(name, (payload) => {
      const parsed = ipcEvents[name].safeParse(payload);
      if (parsed.success) send(name, parsed.data);
      else log('event dropped: it breaks the contract', { event: name });
    }),
  );
  return () => stops.forEach((stop) => stop());
}
