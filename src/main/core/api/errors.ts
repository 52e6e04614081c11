// Turns HTTP answers and network failures into typed errors a person can act on.
import { errorMessageOf } from '@shared/api';
import { AppError, type AppErrorKind } from '@shared/ipc/errors';

/**
 * An error from a call to the service. `maybeApplied` says whether the service may have carried
 * out the change before the answer was lost, which decides how a resend is checked.
 */
export class ApiError extends AppError {
  readonly status: number | null;
  readonly maybeApplied: boolean;
  readonly retryAfterMs: number | null;
  readonly serviceCode: string | null;
  constructor(
    kind: AppErrorKind,
    message: string,
    opts: {
      status?: number | null;
      maybeApplied?: boolean;
      retryAfterMs?: number | null;
      /** The system's own code (ECONNREFUSED…), kept for the log and the item's details. */
      code?: string | null;
      /** The service's `errorCode` from its error body, which tells one 404 from another. */
      serviceCode?: string | null;
    } = {},
  ) {
    const details: Record<string, unknown> = {};
    if (opts.status != null) details['status'] = opts.status;
    if (opts.code != null) details['code'] = opts.code;
    if (opts.serviceCode != null) details['errorCode'] = opts.serviceCode;
    if (opts.retryAfterMs != null)
      details['retryAfterSeconds'] = Math.ceil(opts.retryAfterMs / 1000);
    super(kind, message, Object.keys(details).length ? details : undefined);
    this.name = 'ApiError';
    this.status = opts.status ?? null;
    this.maybeApplied = opts.maybeApplied ?? false;
    this.retryAfterMs = opts.retryAfterMs ?? null;
    this.serviceCode = opts.serviceCode ?? null;
  }

  /** Worth sending again on its own: the fault is in the line or the service, not the request. */
  get transient(): boolean {
    return this.kind === 'offline' || this.kind === 'server' || this.kind === 'rateLimited';
  }
}

/** Offline (or no key) means "show what we have"; any other refusal is the person's to see. */
export const showCache = (error: unknown): boolean => error instanceof ApiError && error.transient;

/** `Retry-After` is either seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function httpError(status: number, body: unknown, retryAfterMs: number | null): ApiError {
  const said = errorMessageOf(body);
  const plain = plainly(said);
  const because = said ? `: ${said}` : '.';
  if (status === 401) {
    return new ApiError('auth', 'The service refused the API key; check it in Settings.', {
      status,
    });
  }
  if (status === 403)
    return new ApiError('forbidden', `This account may not do that${because}`, { status });
  if (status === 404) {
    return new ApiError('notFound', plain ?? `Not found on the service${because}`, {
      status,
      serviceCode: serviceCodeOf(body),
    });
  }
  if (status === 402) {
    return new ApiError(
      'noCredits',
      'No credits left to issue a pass: buy credits for the account, then retry it on the Queue screen.',
      { status },
    );
  }
  if (status === 429) {
    const wait = retryAfterMs != null ? ` for ${Math.ceil(retryAfterMs / 1000)} s` : '';
    return new ApiError('rateLimited', `The service asked PassDesk to slow down${wait}${because}`, {
      status,
      retryAfterMs,
    });
  }
  if (status >= 500) {
    return new ApiError('server', `The service had a problem (${status})${because}`, {
      status,
      maybeApplied: true,
      retryAfterMs,
    });
  }
  return new ApiError('invalid', plain ?? said ?? `The service refused the request (${status}).`, {
    status,
  });
}

function serviceCodeOf(body: unknown): string | null {
  const code = (body as { errorCode?: unknown } | null)?.errorCode;
  return typeof code === 'string' ? code : null;
}

/** The service's names for ids and things, in words a cashier uses. */
const WORDS: Record<string, string> = {
  customerId: 'member id',
  cardId: 'pass id',
  dynamicPassId: 'program id',
  dynamicpassId: 'program id',
  groupId: 'member group id',
  batchId: 'update id',
  customer: 'member',
  pass: 'pass',
  template: 'program',
  'user group': 'member group',
};

/**
 * The service's answer, where it speaks of the API's fields, said as a person would; null when
 * it says nothing this knows a plainer way to say. The status and code stay in the details.
 */
export function plainly(said: string | null): string | null {
  const text = said?.trim() ?? '';
  const malformed =
    /^(?:\w+ not found: )?(\w+) must be 24 lowercase hex(?:adecimal)? characters$/.exec(text);
  if (malformed) {
    const what = WORDS[malformed[1]!] ?? 'id';
    return `That ${what} is not in the form the service uses. Check that the code was scanned from the pass itself, or retype it.`;
  }
  const missing = /^(customer|pass|template|user group) (\S+) (?:not found|does not exist)$/.exec(
    text,
  );
  if (missing) {
    return `The service has no ${WORDS[missing[1]!]} with the id ${missing[2]}: it may have been removed, or it may belong to another account.`;
  }
  return null;
}

/**
 * Why a request could not even be sent, in words a cashier can act on; the request never
 * reached the service, so sending it again is safe. The system's code stays in the log.
 */
const NOT_SENT: Record<string, string> = {
  ECONNREFUSED:
    'The PassDesk service is not accepting connections: it may be down, or the address in Settings may be wrong.',
  UND_ERR_CONNECT_TIMEOUT:
    "The PassDesk service did not answer in time: check the station's internet connection.",
  ENOTFOUND:
    "The PassDesk service's address could not be found: check the internet connection and the address in Settings.",
  EAI_AGAIN:
    "The PassDesk service's address could not be looked up: check the station's internet connection.",
  ENETUNREACH: "This station has no network: check the station's internet connection.",
  EHOSTUNREACH: "The PassDesk service can't be reached: check the station's internet connection.",
};
const KEPT = ' Changes are kept here and will sync.';

function causeCode(error: unknown): string | null {
  let node: unknown = error;
  for (let depth = 0; depth < 4 && node && typeof node === 'object'; depth++) {
    const code = (node as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    node = (node as { cause?: unknown }).cause;
  }
  return null;
}

/** A call that got no HTTP answer: refused, unreachable, cut off or timed out. */
export function networkError(error: unknown, timeoutMs: number): ApiError {
  const name = (error as { name?: unknown })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ApiError(
      'offline',
      `No answer from the PassDesk service within ${Math.round(timeoutMs / 1000)} s.${KEPT}`,
      {
        maybeApplied: true,
      },
    );
  }
  const code = causeCode(error);
  const why = code ? NOT_SENT[code] : undefined;
  if (why) return new ApiError('offline', why + KEPT, { maybeApplied: false, code });
  return new ApiError('offline', `The connection to the PassDesk service was cut off.${KEPT}`, {
    maybeApplied: true,
    code,
  });
}

/** The service answered 2xx with a body PassDesk does not understand. */
export function unexpectedAnswer(what: string, problem: string): ApiError {
  return new ApiError(
    'server',
    `The service's answer to ${what} was not understood (${problem}).`,
    {
      maybeApplied: true,
    },
  );
}
