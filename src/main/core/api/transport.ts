// How the client's requests travel: undici's request API on a pool of kept-alive connections, or
// a given `fetch` (tests, and anything else that wants to stand in for the network).
import { Agent, request } from 'undici';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface HttpAnswer {
  status: number;
  /** A response header by its lower-case name, or null. */
  header(name: string): string | null;
  text: string;
}

export interface Transport {
  send(request: HttpRequest): Promise<HttpAnswer>;
  /** Closes kept-alive connections; requests still running are let finish. */
  close(): Promise<void>;
}

/**
 * The transport, refusing to connect while `cut()` says so, as when the service cannot be reached:
 * the client, the sync engine and the probe then see an outage like any other.
 */
export function cuttable(inner: Transport, cut: () => boolean): Transport {
  return {
    send: (req) =>
      cut()
        ? Promise.reject(
            Object.assign(new Error(`connect ECONNREFUSED ${new URL(req.url).host}`), {
              code: 'ECONNREFUSED',
            }),
          )
        : inner.send(req),
    close: () => inner.close(),
  };
}

/** Raised when the service took longer than the call's timeout to answer (or to finish). */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

const UNDICI_TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * undici's `request`: the client fetch is built on, without the web streams, Request objects and
 * abort signals around each call, which cost about four times the CPU per check-in. Every phase is
 * bounded by `timeoutMs`: connecting, waiting for the answer's headers, and each wait for more of
 * its body.
 */
export function undiciTransport(timeoutMs: number): Transport {
  const agent = new Agent({ connect: { timeout: timeoutMs }, keepAliveTimeout: 4_000 });
  return {
    async send(req) {
      try {
        const answer = await request(req.url, {
          method: req.method,
          headers: req.headers,
          body: req.body ?? null,
          dispatcher: agent,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
        const text = await answer.body.text();
        const { headers } = answer;
        return {
          status: answer.statusCode,
          header: (name) => {
            const value = headers[name];
            return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
          },
          text,
        };
      } catch (error) {
        const code = (error as { code?: unknown })?.code;
        if (typeof code === 'string' && UNDICI_TIMEOUTS.has(code)) {
          // eslint-disable-next-line i18n/person-facing-text -- read by name; networkError says it
          throw new TimeoutError(`No answer within ${timeoutMs} ms`, { cause: error });
        }
        throw error;
      }
    },
    close: () => agent.close(),
  };
}

/** A `fetch` function as the transport, each call aborted after `timeoutMs`. */
export function fetchTransport(fetchImpl: typeof fetch, timeoutMs: number): Transport {
  return {
    async send(req) {
      const response = await fetchImpl(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      return { status: response.status, header: (name) => response.headers.get(name), text };
    },
    close: async () => undefined,
  };
}
