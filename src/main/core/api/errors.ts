// Turns HTTP answers and network failures into typed errors a person can act on.
import { errorMessageOf } from '@shared/api';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said, type Said } from '@shared/i18n/said';
import { AppError, type AppErrorKind } from '@shared/ipc/errors';

/** The calls to the service, by the name the catalogue's sentences choose their words by. */
export type CallName =
  | 'batchStatus'
  | 'addUser'
  | 'updateUser'
  | 'deleteUser'
  | 'listUsers'
  | 'listUserGroups'
  | 'getPass'
  | 'accountActivity'
  | 'activityLog'
  | 'createTemplate'
  | 'listTemplates'
  | 'getTemplate'
  | 'updateTemplate'
  | 'createLoyalty'
  | 'checkIn'
  | 'archivePass'
  | 'getCredits';

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
    /** What went wrong, as an id and values said in the reader's language (English for logs). */
    words: Said,
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
    super(kind, inEnglish(words), Object.keys(details).length ? details : undefined, words);
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
  const reason = errorMessageOf(body);
  const plain = plainlySaid(reason);
  if (status === 401) return new ApiError('auth', said('main.api.keyRefused'), { status });
  if (status === 403) {
    const words = reason
      ? said('main.api.forbiddenBecause', { reason })
      : said('main.api.forbidden');
    return new ApiError('forbidden', words, { status });
  }
  if (status === 404) {
    const words =
      plain ?? (reason ? said('main.api.notFoundBecause', { reason }) : said('main.api.notFound'));
    return new ApiError('notFound', words, { status, serviceCode: serviceCodeOf(body) });
  }
  if (status === 402) return new ApiError('noCredits', said('main.api.noCredits'), { status });
  if (status === 429) {
    const seconds = retryAfterMs != null ? Math.ceil(retryAfterMs / 1000) : null;
    const words =
      seconds === null
        ? reason
          ? said('main.api.slowDownBecause', { reason })
          : said('main.api.slowDown')
        : reason
          ? said('main.api.slowDownForBecause', { seconds, reason })
          : said('main.api.slowDownFor', { seconds });
    return new ApiError('rateLimited', words, { status, retryAfterMs });
  }
  if (status >= 500) {
    const words = reason
      ? said('main.api.serverProblemBecause', { status, reason })
      : said('main.api.serverProblem', { status });
    return new ApiError('server', words, { status, maybeApplied: true, retryAfterMs });
  }
  const words =
    plain ??
    (reason ? said('main.api.serviceSays', { reason }) : said('main.api.refused', { status }));
  return new ApiError('invalid', words, { status });
}

function serviceCodeOf(body: unknown): string | null {
  const code = (body as { errorCode?: unknown } | null)?.errorCode;
  return typeof code === 'string' ? code : null;
}

/** The service's names for ids and things, as the catalogue's choices of words a cashier uses. */
const THINGS: Record<string, string> = {
  customerId: 'memberId',
  cardId: 'passId',
  dynamicPassId: 'programId',
  dynamicpassId: 'programId',
  groupId: 'memberGroupId',
  batchId: 'updateId',
  customer: 'member',
  pass: 'pass',
  template: 'program',
  'user group': 'memberGroup',
};

/**
 * The service's answer, where it speaks of the API's fields, said as a person would; null when
 * it says nothing this knows a plainer way to say. The status and code stay in the details.
 */
export function plainlySaid(reason: string | null): Said | null {
  const text = reason?.trim() ?? '';
  const malformed =
    /^(?:\w+ not found: )?(\w+) must be 24 lowercase hex(?:adecimal)? characters$/.exec(text);
  if (malformed) {
    return said('main.api.idMalformed', { thing: THINGS[malformed[1]!] ?? 'id' });
  }
  const missing = /^(customer|pass|template|user group) (\S+) (?:not found|does not exist)$/.exec(
    text,
  );
  if (missing) return said('main.api.idMissing', { thing: THINGS[missing[1]!]!, id: missing[2]! });
  return null;
}

/** `plainlySaid` in English, for logs and for tests that read the English. */
export function plainly(reason: string | null): string | null {
  const words = plainlySaid(reason);
  return words ? inEnglish(words) : null;
}

/**
 * Why a request could not even be sent, in words a cashier can act on; the request never
 * reached the service, so sending it again is safe. The system's code stays in the log.
 */
const NOT_SENT: Record<string, Said> = {
  ECONNREFUSED: said('main.net.refused'),
  UND_ERR_CONNECT_TIMEOUT: said('main.net.connectTimeout'),
  ENOTFOUND: said('main.net.notFound'),
  EAI_AGAIN: said('main.net.lookUpFailed'),
  ENETUNREACH: said('main.net.noNetwork'),
  EHOSTUNREACH: said('main.net.unreachable'),
};

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
    const seconds = Math.round(timeoutMs / 1000);
    return new ApiError('offline', said('main.net.noAnswer', { seconds }), { maybeApplied: true });
  }
  const code = causeCode(error);
  const why = code ? NOT_SENT[code] : undefined;
  if (why) return new ApiError('offline', why, { maybeApplied: false, code });
  return new ApiError('offline', said('main.net.cutOff'), { maybeApplied: true, code });
}

/** The service answered 2xx with a body PassDesk does not understand. */
export function unexpectedAnswer(call: CallName, problem: string): ApiError {
  return new ApiError('server', said('main.api.answerNotUnderstood', { call, problem }), {
    maybeApplied: true,
  });
}
