// Browser-facing rules of the web host: the content policy, the loopback-only Host check, and
// which requests count as the station's own page.
/* eslint-disable i18n/person-facing-text -- its refusals answer requests from other sites and programs, which no person at the station reads */

/**
 * The page may load only its own files, talk only to this host, and run the bundled wasm
 * decoder. Remote images reach it from the core as data: URLs, so no image origin is named.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  // The camera library positions its video and scan box with style attributes.
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: mediastream:",
  "connect-src 'self'",
  // The barcode decoder's worker, one of the page's own files.
  "worker-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
};

/**
 * A page on another site that re-points its own name at 127.0.0.1 (DNS rebinding) would send
 * its own Host; only the loopback names this host answers to are accepted.
 */
export function isLoopbackHost(hostHeader: string | undefined, port: number): boolean {
  if (!hostHeader) return false;
  return [`127.0.0.1:${port}`, `localhost:${port}`].includes(hostHeader.toLowerCase());
}

/** The origins the station's own page has: the loopback names of isLoopbackHost. */
function ownOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/**
 * Why a request is refused as coming from another site, or null when it may be the station's own
 * page. A browser names the sending origin in `Origin` (always on POST) and says in
 * `Sec-Fetch-Site` whether it is another site; a program (curl, a test) sends neither.
 */
export function crossOriginRefusal(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined },
  port: number,
): string | null {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return 'This station answers only its own page, not a page on another site.';
  }
  const origin = headers.origin;
  if (origin !== undefined && !ownOrigins(port).includes(origin.toLowerCase())) {
    return `This station answers only its own page, not one from ${origin.slice(0, 100)}.`;
  }
  return null;
}

/** The IPC and event paths in any case: `/IPC/x` must meet the token guard, not slip past it. */
export function isApiPath(url: string): boolean {
  return /^\/(ipc|events)(\/|\?|$)/i.test(url);
}
