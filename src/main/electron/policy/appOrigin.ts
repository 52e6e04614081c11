// Where the renderer lives: the app's own origin, and (in development only) the dev server's.
export const APP_SCHEME = 'app';
export const APP_HOST = 'passdesk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** The origins the shell trusts as "the app"; the dev server is added only when not packaged. */
export interface TrustedOrigins {
  readonly origins: readonly string[];
}

/**
 * Parses a URL the strict way: no surrounding whitespace or control characters (which WHATWG
 * parsing would silently strip), and an absolute URL. Anything else is null.
 */
export function parseStrictUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 8192) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u00a0\u2028\u2029\\]/.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The origin of a URL as the shell compares it, or null when it has none worth trusting. */
export function originOf(value: unknown): string | null {
  const url = parseStrictUrl(value);
  if (!url) return null;
  if (url.protocol === `${APP_SCHEME}:`) {
    // Custom schemes have an opaque `origin` in Node's URL, so build it from the parts.
    return url.username || url.password || url.port ? null : `${APP_SCHEME}://${url.hostname}`;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    return url.username || url.password ? null : url.origin;
  }
  return null;
}

export function isTrustedUrl(value: unknown, trusted: TrustedOrigins): boolean {
  const origin = originOf(value);
  return origin !== null && trusted.origins.includes(origin);
}

/**
 * The dev server is trusted only when not packaged and only on loopback over http, so a stray
 * environment variable cannot point a packaged app at a remote page.
 */
export function trustedOrigins(options: {
  isPackaged: boolean;
  devServerUrl?: string | undefined;
}): TrustedOrigins {
  const origins = [APP_ORIGIN];
  if (!options.isPackaged && options.devServerUrl) {
    const url = parseStrictUrl(options.devServerUrl);
    if (
      url &&
      url.protocol === 'http:' &&
      ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) &&
      !url.username &&
      !url.password
    ) {
      origins.push(url.origin);
    }
  }
  return { origins };
}
