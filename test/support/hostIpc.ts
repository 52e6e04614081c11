// Calls one IPC channel through a running web host, as the page does: POSTed JSON with the token.
import type { Envelope } from '@shared/ipc/errors';
import { TOKEN_HEADER } from '../../src/host/token';

export async function callHost(
  host: { url: string; token: string },
  channel: string,
  request: unknown = {},
): Promise<Envelope> {
  const response = await fetch(`${host.url}ipc/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: host.token },
    body: JSON.stringify(request),
  });
  return (await response.json()) as Envelope;
}

/** The value of a call that must succeed; a refusal fails the test with its message. */
export async function valueOf<T = unknown>(
  host: { url: string; token: string },
  channel: string,
  request: unknown = {},
): Promise<T> {
  const answer = await callHost(host, channel, request);
  if (!answer.ok) throw new Error(`${channel}: ${answer.error.kind}: ${answer.error.message}`);
  return answer.value as T;
}
