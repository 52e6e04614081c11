// The HTTP client for the wallet-pass service: `apikey`, timeouts, idempotency keys, typed errors.
import { API_KEY_HEADER, IDEMPOTENCY_KEY_HEADER } from '@shared/api';
import { describeIssues } from '@shared/ipc/dispatch';
import { isDotSegment } from '@shared/ipc/ids';
import type { z } from 'zod';
import {
  ApiError,
  httpError,
  networkError,
  parseRetryAfter,
  unexpectedAnswer,
  type CallName,
} from './errors';
import { said } from '@shared/i18n/said';
import { ListShapeError, parseListInSlices } from './listInSlices';
import { parseHttpDate, type AnswerMeta } from './serviceTime';
import {
  cuttable,
  fetchTransport,
  undiciTransport,
  type HttpAnswer,
  type Transport,
} from './transport';

export interface ApiClientOptions {
  baseUrl: string;
  apiKey: string | null;
  /** Stands in for the network (tests); by default requests go through undici. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
  /** Told of every call's fate, so online state follows real traffic. */
  onContact?: (reached: boolean, error: ApiError | null) => void;
  /** While it says so, no request leaves: training's practice of an outage. */
  cutOff?: () => boolean;
}

export interface ApiCall<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Required on changing calls: created once per action and kept with it. */
  idempotencyKey?: string;
  schema: z.ZodType<T>;
  /** Which call this is, so an error can say what PassDesk was doing. */
  endpoint: CallName;
  /** Receives the service's time of the answer, error answers included. */
  meta?: AnswerMeta | undefined;
}

/** A call answered by a long list, read a slice of items at a time (`listInSlices.ts`). */
export type ApiListCall<T> = Omit<ApiCall<T[]>, 'schema'> & { item: z.ZodType<T> };

export class ApiClient {
  readonly baseUrl: string;
  private readonly apiKey: string | null;
  private readonly transport: Transport;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly onContact: ApiClientOptions['onContact'];

  constructor(options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    const transport = options.fetch
      ? fetchTransport(options.fetch, this.timeoutMs)
      : undiciTransport(this.timeoutMs);
    this.transport = options.cutOff ? cuttable(transport, options.cutOff) : transport;
    this.now = options.now ?? Date.now;
    this.onContact = options.onContact;
  }

  get hasKey(): boolean {
    return this.apiKey !== null;
  }

  async call<T>(call: ApiCall<T>): Promise<T> {
    const answer = await this.exchange(call);
    const parsed = call.schema.safeParse(parseJson(answer.text));
    if (!parsed.success)
      throw this.redact(unexpectedAnswer(call.endpoint, describeIssues(parsed.error)));
    return parsed.data;
  }

  /** As `call`, for an answer that is a list long enough to hold up the counter if read whole. */
  async callList<T>(call: ApiListCall<T>): Promise<T[]> {
    const answer = await this.exchange(call);
    try {
      return await parseListInSlices(answer.text, call.item);
    } catch (error) {
      if (error instanceof ListShapeError)
        throw this.redact(unexpectedAnswer(call.endpoint, error.message));
      throw error;
    }
  }

  /** Sends a call; a successful answer as it came, else the error it stands for. */
  private async exchange(call: Omit<ApiCall<unknown>, 'schema'>): Promise<HttpAnswer> {
    if (!this.apiKey) {
      throw new ApiError('auth', said('main.api.noKey'), { maybeApplied: false });
    }
    refuseDotSegments(call);
    const headers: Record<string, string> = {
      [API_KEY_HEADER]: this.apiKey,
      accept: 'application/json',
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = call.idempotencyKey;
    let answer: HttpAnswer;
    try {
      answer = await this.transport.send({
        method: call.method,
        url: this.baseUrl + call.path,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
    } catch (error) {
      throw this.report(networkError(error, this.timeoutMs));
    }
    if (call.meta) call.meta.serviceTime = parseHttpDate(answer.header('date'));
    if (answer.status < 200 || answer.status > 299) {
      const retryAfter = parseRetryAfter(answer.header('retry-after'), this.now());
      const body = parseJson(answer.text);
      throw this.report(this.redact(httpError(answer.status, body, retryAfter)), true);
    }
    this.onContact?.(true, null);
    return answer;
  }

  /** Closes the client's kept-alive connections. */
  close(): Promise<void> {
    return this.transport.close();
  }

  private report(error: ApiError, reached = false): ApiError {
    this.onContact?.(reached, error);
    return error;
  }

  /** The key never leaves main, even when a service echoes it back in an error message. */
  private redact(error: ApiError): ApiError {
    const key = this.apiKey;
    if (!key || !error.message.includes(key)) return error;
    // eslint-disable-next-line i18n/person-facing-text -- a marker standing for the secret, as logged
    const hide = (text: string) => text.split(key).join('[API key]');
    const values = Object.fromEntries(
      Object.entries(error.said?.values ?? {}).map(([name, value]) => [
        name,
        typeof value === 'string' ? hide(value) : value,
      ]),
    );
    const words = { id: error.said?.id ?? 'main.api.serviceSays', values };
    return new ApiError(error.kind, words, {
      status: error.status,
      maybeApplied: error.maybeApplied,
      retryAfterMs: error.retryAfterMs,
      serviceCode: error.serviceCode,
    });
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A path whose id is `.` or `..` would be folded by the URL parser into another endpoint (a
 * member named ".." turns a check-in into a request on its parent path), so it is never sent,
 * whatever let the id in.
 */
function refuseDotSegments(call: Pick<ApiCall<unknown>, 'path' | 'endpoint'>): void {
  const path = call.path.split('?')[0]!;
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      decoded = segment;
    }
    if (isDotSegment(decoded) || isDotSegment(segment)) {
      const words = said('main.api.notAnId', { call: call.endpoint, id: decoded });
      throw new ApiError('invalid', words, { maybeApplied: false });
    }
  }
}
