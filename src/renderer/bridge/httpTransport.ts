// The bridge's transport in a browser: the web host's `POST /ipc/:channel` and its event stream.
// The page's session cookie (set when its launch link was opened, unreadable here) and the secret
// the page keeps in its tab (`pageSecret.ts`) go with each; the cookie alone opens nothing.
import type { Transport } from '@shared/ipc/bridge';
import { ipcEvents, type EventName } from '@shared/ipc/contract';
import type { Envelope } from '@shared/ipc/errors';
import { said } from '@shared/i18n/said';
import { PAGE_SECRET } from '@shared/http/pageSecret';
import { readEventStream } from './eventStream';

// Said from the catalogue where the page shows them; the id stands as the message in a log.
const NOT_ANSWERING = said('shell.station.notAnswering');
const unreachable = (): Envelope => ({
  ok: false,
  error: { kind: 'internal', message: NOT_ANSWERING.id, said: NOT_ANSWERING },
});

/** What a refused session means to the person at the page, by the host's status. */
const ENDED = said('shell.station.sessionEnded');
const SESSION_ENDED: Envelope = {
  ok: false,
  error: { kind: 'internal', message: ENDED.id, said: ENDED },
};

export interface HttpTransportOptions {
  /** Told when the event stream opens (true) and when it is lost (false). */
  onLink?: (up: boolean) => void;
  /** The host's address; the page's own origin when empty. */
  base?: string;
  /** The secret of the page's session, sent as a header; null when the page has none. */
  pageSecret?: string | null;
  /** The host refused the page's session (ended, or never opened): told once. */
  onSessionEnded?: () => void;
}

export function httpTransport(options: HttpTransportOptions = {}): Transport {
  const { onLink = () => {}, base = '', pageSecret = null } = options;
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  let stream: ReturnType<typeof readEventStream> | null = null;
  const secretHeader: Record<string, string> = pageSecret
    ? { [PAGE_SECRET.header]: pageSecret }
    : {};
  let ended = false;
  const sessionEnded = () => {
    if (ended) return;
    ended = true;
    stream?.stop();
    options.onSessionEnded?.();
  };

  const deliver = (name: string, data: string) => {
    const set = listeners.get(name as EventName);
    if (!set?.size) return;
    const parsed = ipcEvents[name as EventName]?.safeParse(JSON.parse(data));
    if (!parsed?.success) return;
    for (const listener of set) listener(parsed.data);
  };

  return {
    async invoke(channel, request) {
      // A call made while the page's event stream first connects waits for it: the events of
      // what the call changes (a check-in syncing moments later) must find the stream open.
      await stream?.firstAttempt;
      try {
        const response = await fetch(`${base}/ipc/${channel}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...secretHeader },
          credentials: 'same-origin',
          body: JSON.stringify(request ?? {}),
        });
        if (response.status === 401) {
          sessionEnded();
          return SESSION_ENDED;
        }
        return (await response.json()) as unknown;
      } catch {
        return unreachable();
      }
    },
    subscribe(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      stream ??= readEventStream(`${base}/events`, deliver, {
        onLink,
        headers: secretHeader,
        onRefused: sessionEnded,
      });
      return () => {
        set.delete(listener);
      };
    },
  };
}
