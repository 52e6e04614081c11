// The web host's credentials: one-time launch codes that expire, each exchanged once for a page's
// session, for one kind of page (the station's own, or the customer display's). A session is a
// cookie and a secret the page keeps in its tab and sends as a header: both go with every call.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAGE_SECRET } from '@shared/http/pageSecret';

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

  forget(secret: string): void {
    this.entries.delete(digestOf(secret).toString('hex'));
  }
}

/** The header each call of a page carries: the secret only that page holds (in its tab). */
export const PAGE_SECRET_HEADER = PAGE_SECRET.header;
/** Where the launch link's answer puts the page's secret for its script to take. */
export const PAGE_SECRET_META = PAGE_SECRET.meta;

/** How long a launch code opens a page, and how long a session lasts with no page using it. */
export interface CredentialTimes {
  /** Milliseconds since the epoch; the host's clock, a test's own. */
  now: () => number;
  /** A code printed and not opened within this long opens nothing. */
  codeMs: number;
  /** A session with no call and no open event stream for this long has ended. */
  idleMs: number;
}

export const DEFAULT_CREDENTIAL_TIMES: CredentialTimes = {
  now: () => Date.now(),
  codeMs: 5 * 60_000,
  idleMs: 15 * 60_000,
};

/** Pages of one browser's session (tabs opened by links of one role), the oldest forgotten. */
const MAX_PAGES_PER_SESSION = 16;

/**
 * A browser's session of one role: its rights, the digests of the secrets its pages hold (each
 * tab opened by a link keeps its own), and when a page last used it.
 */
class PageSession {
  private lastUsed: number;
  private streams = 0;
  private readonly pageSecrets: Buffer[] = [];

  constructor(
    readonly role: PageRole,
    private readonly now: () => number,
  ) {
    this.lastUsed = now();
  }

  /** One more page of this browser, with its own secret. */
  addPage(pageSecret: string): void {
    this.pageSecrets.push(digestOf(pageSecret));
    if (this.pageSecrets.length > MAX_PAGES_PER_SESSION) this.pageSecrets.shift();
    this.used();
  }

  /** Whether `given` is the secret of one of this session's pages, compared in constant time. */
  heldBy(given: unknown): boolean {
    if (typeof given !== 'string' || given.length === 0 || given.length > 256) return false;
    const digest = digestOf(given);
    return this.pageSecrets.reduce((found, held) => timingSafeEqual(held, digest) || found, false);
  }

  /** Whether no call and no open event stream used it for longer than `idleMs`. */
  idle(idleMs: number): boolean {
    return this.streams === 0 && this.now() - this.lastUsed > idleMs;
  }

  used(): void {
    this.lastUsed = this.now();
  }

  /** An event stream of the page opened: the session is in use until it closes. */
  streamOpened(): () => void {
    this.streams++;
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.streams--;
      this.used();
    };
  }
}

/** What a request's cookie and page secret open: the session, to use and keep alive. */
export interface OpenedSession {
  role: PageRole;
  /** Holds the session in use while the page's event stream is open; answers its release. */
  streamOpened(): () => void;
}

export interface PageCredentials {
  /** A fresh one-time launch code for a page of this role. */
  mintCode(role: PageRole): string;
  /**
   * Spends a code: the role, the session's cookie value and the secret the new page keeps, or
   * null if unknown, spent or expired. A browser already holding a live session of the role
   * (`held`) gets its new page added to it, so the tabs it has open keep working.
   */
  spend(
    code: unknown,
    held?: (role: PageRole) => string | null,
  ): { role: PageRole; session: string; pageSecret: string } | null;
  /** The role a live session cookie value carries, whatever page holds it; null for none. */
  roleOf(session: unknown): PageRole | null;
  /** The session of a cookie value and its page's secret, marked used; null unless both match. */
  open(session: unknown, pageSecret: unknown): OpenedSession | null;
}

export function pageCredentials(
  times: CredentialTimes = DEFAULT_CREDENTIAL_TIMES,
): PageCredentials {
  const codes = Object.fromEntries(
    PAGE_ROLES.map((role) => [
      role,
      new SecretTable<{ role: PageRole; mintedAt: number }>(MAX_OPEN_CODES),
    ]),
  ) as Record<PageRole, SecretTable<{ role: PageRole; mintedAt: number }>>;
  const sessions = new SecretTable<PageSession>(MAX_SESSIONS);
  /** A live session by its cookie value; an idle one is ended on the way. */
  const live = (value: unknown): PageSession | null => {
    const session = sessions.find(value);
    if (!session) return null;
    if (session.idle(times.idleMs)) {
      sessions.forget(value as string);
      return null;
    }
    return session;
  };
  return {
    mintCode(role) {
      const code = newSecret();
      codes[role].add(code, { role, mintedAt: times.now() });
      return code;
    },
    spend(code, held) {
      const minted = PAGE_ROLES.map((r) => codes[r].find(code, true)).find((c) => c !== null);
      if (!minted || times.now() - minted.mintedAt > times.codeMs) return null;
      const pageSecret = newSecret();
      const heldValue = held?.(minted.role) ?? null;
      const existing = heldValue === null ? null : live(heldValue);
      if (heldValue !== null && existing?.role === minted.role) {
        existing.addPage(pageSecret);
        return { role: minted.role, session: heldValue, pageSecret };
      }
      const session = newSecret();
      const opened = new PageSession(minted.role, times.now);
      opened.addPage(pageSecret);
      sessions.add(session, opened);
      return { role: minted.role, session, pageSecret };
    },
    roleOf: (value) => live(value)?.role ?? null,
    open(value, pageSecret) {
      const session = live(value);
      if (!session?.heldBy(pageSecret)) return null;
      session.used();
      return { role: session.role, streamOpened: () => session.streamOpened() };
    },
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

/** The value of each of this port's session cookies in a `cookie` header, by role. */
function sessionCookies(port: number, cookieHeader: unknown): [PageRole, string][] {
  if (typeof cookieHeader !== 'string') return [];
  const found: [PageRole, string][] = [];
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    const role = PAGE_ROLES.find((r) => sessionCookieName(port, r) === name);
    if (role) found.push([role, pair.slice(at + 1).trim()]);
  }
  return found;
}

/** The value of the request's session cookie of this role, for this port; null for none. */
export function heldCookie(port: number, cookieHeader: unknown, role: PageRole): string | null {
  return sessionCookies(port, cookieHeader).find(([r]) => r === role)?.[1] ?? null;
}

/** Whether the request's cookies hold a live session of this port, for the page route. */
export function holdsSession(
  credentials: PageCredentials,
  port: number,
  cookieHeader: unknown,
): boolean {
  return sessionCookies(port, cookieHeader).some(
    ([role, value]) => credentials.roleOf(value) === role,
  );
}

/**
 * The session a call opens: one of this port's session cookies together with the secret of the
 * page that holds it, in its header. A cookie alone (sent to another local server, which cannot
 * learn the page's secret, and replayed) opens nothing; each page has its own session's rights.
 */
export function requestSession(
  credentials: PageCredentials,
  port: number,
  cookieHeader: unknown,
  pageSecret: unknown,
): OpenedSession | null {
  for (const [role, value] of sessionCookies(port, cookieHeader)) {
    const opened = credentials.open(value, pageSecret);
    if (opened?.role === role) return opened;
  }
  return null;
}
