// Calls one IPC channel through a running web host, as the page does: POSTed JSON carrying the
// session cookie a launch link gave, opened the way a browser opens it.
import type { Envelope } from '@shared/ipc/errors';
import type { PageRole } from '../../src/host/token';

export interface LaunchingHost {
  url: string;
  launchUrl(role?: PageRole): string;
}

const sessions = new WeakMap<LaunchingHost, Map<PageRole, Promise<string>>>();

/** Opens a fresh launch link and answers the cookie header its redirect set. */
export async function openLaunchLink(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  const set = response.headers.get('set-cookie');
  if (response.status !== 303 || !set) {
    throw new Error(`The launch link answered ${response.status} without a session cookie.`);
  }
  return set.split(';')[0]!;
}

/** The `cookie` header of a page of this role on this host, opened once and kept. */
export async function pageCookie(host: LaunchingHost, role: PageRole = 'station'): Promise<string> {
  let byRole = sessions.get(host);
  if (!byRole) sessions.set(host, (byRole = new Map()));
  let cookie = byRole.get(role);
  if (!cookie) byRole.set(role, (cookie = openLaunchLink(host.launchUrl(role))));
  return cookie;
}

export async function callHost(
  host: LaunchingHost,
  channel: string,
  request: unknown = {},
  role: PageRole = 'station',
): Promise<Envelope> {
  const response = await fetch(`${host.url}ipc/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: await pageCookie(host, role) },
    body: JSON.stringify(request),
  });
  return (await response.json()) as Envelope;
}

/** The value of a call that must succeed; a refusal fails the test with its message. */
export async function valueOf<T = unknown>(
  host: LaunchingHost,
  channel: string,
  request: unknown = {},
): Promise<T> {
  const answer = await callHost(host, channel, request);
  if (!answer.ok) throw new Error(`${channel}: ${answer.error.kind}: ${answer.error.message}`);
  return answer.value as T;
}
