// One decoding of a request's path, before auth, token checks and routing see it, so all three
// judge the same string (a guard that reads `/%61pi` while the router reads `/api` is a bypass).
const MAX_PATH_CHARS = 2048;
/** Where a refused path is routed; each server answers it with its own 400 body. */
export const BAD_PATH_ROUTE = '/.refused-request-path';

export type PathCheck = { ok: true; url: string } | { ok: false; reason: string };

/**
 * The request target with its path percent-decoded exactly once and its query left as sent.
 * Refused: anything but a plain path, a path still encoded after one decoding, bad encodings,
 * control characters, backslashes, `?` or `#` hidden in the path, empty, `.` or `..` segments.
 */
export function normaliseRequestUrl(target: string): PathCheck {
  const cut = target.indexOf('?');
  const rawPath = cut === -1 ? target : target.slice(0, cut);
  const query = cut === -1 ? '' : target.slice(cut);
  if (!rawPath.startsWith('/')) return refuse('the request target must be a path starting with /');
  if (rawPath.length > MAX_PATH_CHARS)
    return refuse(`the path is over ${MAX_PATH_CHARS} characters`);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return refuse('the path has a bad percent-encoding');
  }
  if (path.includes('%')) return refuse('the path is percent-encoded more than once');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\?#]/.test(path)) {
    return refuse('the path has a control character, a backslash, "?" or "#" in it');
  }
  const segments = path.slice(1).split('/');
  const inner = segments.slice(0, -1);
  if (
    inner.some((s) => s === '' || s === '.' || s === '..') ||
    ['.', '..'].includes(segments.at(-1)!)
  ) {
    return refuse('the path has an empty, "." or ".." segment');
  }
  return { ok: true, url: path + query };
}

function refuse(reason: string): PathCheck {
  return { ok: false, reason: `Bad request path: ${reason}.` };
}

const refusals = new WeakMap<object, string>();

/** For Fastify's `rewriteUrl`: the normalised URL, or BAD_PATH_ROUTE with the reason kept. */
export function rewriteRequestUrl(req: { url?: string }): string {
  const check = normaliseRequestUrl(req.url ?? '');
  if (check.ok) return check.url;
  refusals.set(req, check.reason);
  return BAD_PATH_ROUTE;
}

/** Why a request routed to BAD_PATH_ROUTE was refused (the raw Node request). */
export function refusedPathReason(req: object): string {
  return refusals.get(req) ?? 'Bad request path.';
}
