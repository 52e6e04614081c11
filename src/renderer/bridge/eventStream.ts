// Reads a Server-Sent Events stream with fetch (whose failures, unlike EventSource's, say their
// status), reconnecting after the host restarts or the line drops.
const RETRY_MS = 1000;

export interface EventStreamOptions {
  /** Told when the stream opens (true) and when it is lost (false). */
  onLink?: (up: boolean) => void;
  /** Sent with each connection (the page's secret). */
  headers?: Record<string, string>;
  /** The host refused the page's session (401): no more attempts are made. */
  onRefused?: () => void;
}

/** The host said this page has no session: trying again cannot help. */
class SessionRefused extends Error {}

export function readEventStream(
  url: string,
  onEvent: (name: string, data: string) => void,
  options: EventStreamOptions = {},
): { stop(): void; firstAttempt: Promise<void> } {
  const { onLink = () => {}, headers = {} } = options;
  const abort = new AbortController();
  let attempted!: () => void;
  const firstAttempt = new Promise<void>((resolve) => (attempted = resolve));

  async function connect(): Promise<void> {
    const response = await fetch(url, {
      headers,
      credentials: 'same-origin',
      signal: abort.signal,
      cache: 'no-store',
    });
    if (response.status === 401) throw new SessionRefused();
    if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
    onLink(true);
    attempted();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        dispatchBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  function dispatchBlock(block: string): void {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) name = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length) onEvent(name, data.join('\n'));
  }

  void (async () => {
    while (!abort.signal.aborted) {
      try {
        await connect();
      } catch (error) {
        if (error instanceof SessionRefused) {
          abort.abort();
          attempted();
          options.onRefused?.();
          return;
        }
        // The host is away; try again shortly.
      }
      attempted();
      if (!abort.signal.aborted) onLink(false);
      if (!abort.signal.aborted) await new Promise((r) => setTimeout(r, RETRY_MS));
    }
  })();

  return {
    stop: () => {
      abort.abort();
      attempted();
    },
    /** Settles once the first connection is open or has failed, whichever comes first. */
    firstAttempt,
  };
}
