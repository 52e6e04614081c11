// Which links may be handed to the operating system: plain http(s) addresses for the browser, and
// a member's pass link written as an e-mail for the mail program.

const MAX_LENGTH = 2048;

/**
 * Returns the normalised http(s) URL to open, or null. Refuses other schemes (`javascript:`,
 * `file:`, `data:`, `smb:`...), UNC and backslash paths, embedded credentials, whitespace or
 * control characters, and loopback or bare hosts (which would reach services on this computer).
 */
export function externalHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u00a0\u2028\u2029\\]/.test(value)) return null;
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (isLocalHost(url.hostname)) return null;
  return url.href;
}

const MAILTO_MAX = 4096;
const MAILTO =
  /^mailto:([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)?\?([A-Za-z0-9%._~!*'()=&-]*)$/;
const MAILTO_FIELDS = new Set(['subject', 'body']);

/**
 * Returns a `mailto:` link to hand to the mail program, or null: at most one plain address, and
 * only a percent-encoded subject and body (no cc, bcc or other headers, nothing unencoded).
 */
export function externalMailto(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAILTO_MAX) return null;
  const match = MAILTO.exec(value);
  if (!match) return null;
  const names = match[2] === '' ? [] : match[2]!.split('&').map((pair) => pair.split('=')[0]!);
  if (names.some((name) => !MAILTO_FIELDS.has(name)) || new Set(names).size !== names.length) {
    return null;
  }
  return value;
}

function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') && !host.startsWith('[')) return true; // "localhost", intranet names
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (/^127\./.test(host) || host === '0.0.0.0') return true;
  if (host.startsWith('[')) return true; // IPv6 literals: ::1, mapped v4, link-local; never needed
  return false;
}

export interface ExternalOpenRequest {
  url: unknown;
  /** Chromium's disposition: a clicked link arrives as a tab, `window.open` with features as a window. */
  disposition: string;
  /** The `window.open` features string, empty for a clicked link. */
  features: string;
  /** ms since epoch, now and when the last link was opened (null for never). */
  now: number;
  lastOpenedAt: number | null;
}

const LINK_DISPOSITIONS = new Set(['foreground-tab', 'background-tab']);
const MIN_GAP_MS = 1000;

/**
 * A link the user clicked (target=_blank) may open in the browser; a script calling `window.open`
 * with features, or a burst of opens faster than a person clicks, may not.
 */
export function externalOpenTarget(request: ExternalOpenRequest): string | null {
  if (!LINK_DISPOSITIONS.has(request.disposition)) return null;
  if (request.features !== '') return null;
  if (request.lastOpenedAt !== null && request.now - request.lastOpenedAt < MIN_GAP_MS) return null;
  return externalHttpUrl(request.url) ?? externalMailto(request.url);
}
