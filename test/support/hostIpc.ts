// Calls one IPC channel through a running web host, as the page does: POSTed JSON carrying the
// session cookie a launch link gave and the page secret its answer held, opened the way a
// browser opens it.
import { PAGE_SECRET } from '@shared/http/pageSecret';
import type { Envelope } from '@shared/ipc/errors';
import type { PageRole } from '../../src/host/token';

export interface LaunchingHost {
  url: string;
  launchUrl(role?: PageRole): string;
}

/** The headers a page sends with each call: its session cookie and its secret. */
export type PageHeaders = {
  cookie: string;
  [PAGE_SECRET.header]: string;
};

const sessions = new WeakMap<LaunchingHost, Map<PageRole, Promise<PageHeaders>>>();

/** The page secret in a launch link's answer, where the page's script reads it. */
export function pageSecretIn(html: string): string | null {
  return new RegExp(`<meta name="${PAGE_SECRET.meta}" content="([\\w-]+)"`).exec(html)?.[1] ?? null;
}

/** Opens a fresh launch link and answers the headers its page then sends. */
export async function openLaunchLink(url: string): Promise<PageHeaders> {
  const response = await fetch(url, { redirect: 'manual' });
  const set = response.headers.get('set-cookie');
  const secret = pageSecretIn(await response.text());
  if (response.status !== 200 || !set || !secret) {
    throw new Error(`The launch link answered ${response.status} without a session.`);
  }
  return { cookie: set.split(';')[0]!, [PAGE_SECRET.header]: secret };
}

/** The headers of a page of this role on this host, opened once and kept. */
export async function pageHeaders(
  host: LaunchingHost,
  role: PageRole = 'station',
): Promise<PageHeaders> {
  let byRole = sessions.get(host);
  if (!byRole) sessions.set(host, (byRole = new Map()));
  let headers = byRole.get(role);
  if (!headers) byRole.set(role, (headers = openLaunchLink(host.launchUrl(role))));
  return headers;
}

export async function callHost(
  host: LaunchingHost,
  channel: string,
  request: unknown = {},
  role: PageRole = 'station',
): Promise<Envelope> {
  const response = await fetch(`${host.url}ipc/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await pageHeaders(host, role)) },
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
