// The web host's credentials: one-time launch codes, each exchanged once for a page's session
// cookie, and each for one kind of page (the station's own, or the customer display's).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The station's page may call every channel; the display's only `DISPLAY_CHANNELS`. */
export const PAGE_ROLES = ['station', 'display'] as const;
export type PageRole = (typeof PAGE_ROLES)[number];

/** The query parameter of a launch link: `http://127.0.0.1:PORT/?launch=CODE`. */
export const LAUNCH_PARAM = 'launch';

// Codes printed and never opened, and pages opened and closed, are forgotten oldest first, so a
// caller minting links in a loop cannot grow the host without bound. Each role keeps its own
// codes, so display links minted from Settings never push out the station link last printed.
const MAX_OPEN_CODES = 32;
const MAX_SESSIONS = 512;

/** A secret's digest: secrets are kept and looked up only as digests. */
const digestOf = (secret: string) => createHash('sha256').update(secret).digest();

export const newSecret = (): string => randomBytes(32).toString('base64url');

/**
 * Secrets found by their digest and confirmed in constant time: the lookup's timing depends only
 * on the digest of what was given, never on how much of a real secret it shares.
 */
class SecretTable<V> {
  private readonly entries = new Map<string, { digest: Buffer; value: V }>();
  constructor(private readonly max: number) {}

  add(secret: string, value: V): void {
    const digest = digestOf(secret);
    this.entries.set(digest.toString('hex'), { digest, value });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(oldest);
    }
  }

  /** The value of a secret, removing it when `spend` is set. */
  find(given: unknown, spend = false): V | null {
    if (typeof given !== 'string' || given.length === 0 || given.length > 256) return null;
    const digest = digestOf(given);
    const key = digest.toString('hex');
    const entry = this.entries.get(key);
    if (!entry || !timingSafeEqual(entry.digest, digest)) return null;
    if (spend) this.entries.delete(key);
    return entry.value;
  }
}

export interface PageCredentials {
  /** A fresh one-time launch code for a page of this role. */
  mintCode(role: PageRole): string;
  /** Spends a code: the role and a new session's cookie value, or null if unknown or spent. */
  spend(code: unknown): { role: PageRole; session: string } | null;
  /** The role a session cookie value carries, or null for none. */
  roleOf(session: unknown): PageRole | null;
}

export function pageCredentials(): PageCredentials {
  const codes = Object.fromEntries(
    PAGE_ROLES.map((role) => [role, new SecretTable<PageRole>(MAX_OPEN_CODES)]),
  ) as Record<PageRole, SecretTable<PageRole>>;
  const sessions = new SecretTable<PageRole>(MAX_SESSIONS);
  return {
    mintCode(role) {
      const code = newSecret();
      codes[role].add(code, role);
      return code;
    },
    spend(code) {
      const role = PAGE_ROLES.map((r) => codes[r].find(code, true)).find((r) => r !== null);
      if (!role) return null;
      const session = newSecret();
      sessions.add(session, role);
      return { role, session };
    },
    roleOf: (session) => sessions.find(session),
  };
}

/**
 * Cookies ignore ports, so two stations on one machine would share a cookie by name: the name
 * carries the port. The role is in the name too, so opening the display's link in the counter's
 * browser adds a display session beside the station's instead of replacing it.
 */
export const sessionCookieName = (port: number, role: PageRole) => `passdesk-${port}-${role}`;

/**
 * The only way the host writes a cookie. HttpOnly keeps it from the page's scripts; SameSite=Strict
 * keeps other sites' pages from sending it; Path=/ because the page at / calls /ipc and /events and
 * the host serves nothing else. No Secure: the host speaks plain http on 127.0.0.1 only, where the
 * cookie never crosses a network, and a browser that does not count loopback as secure would drop a
 * Secure cookie set over http.
 */
export function sessionCookie(port: number, role: PageRole, session: string): string {
  return `${sessionCookieName(port, role)}=${session}; Path=/; HttpOnly; SameSite=Strict`;
}

/**
 * The strongest role among the request's session cookies for this port, or null. A browser that
 * opened both links sends both; its pages share one origin, so they share the station's rights.
 */
export function requestRole(
  credentials: PageCredentials,
  port: number,
  cookieHeader: unknown,
): PageRole | null {
  if (typeof cookieHeader !== 'string') return null;
  const found = new Set<PageRole>();
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    const role = PAGE_ROLES.find((r) => sessionCookieName(port, r) === name);
    if (role && credentials.roleOf(pair.slice(at + 1).trim()) === role) found.add(role);
  }
  return PAGE_ROLES.find((role) => found.has(role)) ?? null;
}
