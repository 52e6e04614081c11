// The client's own transport (undici) against a real socket: answers, timeouts, refusals and
// connections cut off, each told apart as the sync engine needs (sent or not, maybe applied).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../../src/main/core/api/client';
import { credits, failureOf, KEY } from '../apiCalls';

let server: Server | null = null;
let client: ApiClient | null = null;
afterEach(async () => {
  await client?.close();
  client = null;
  await new Promise((r) => (server ? server.close(r) : r(null)));
  server = null;
});

async function serve(
  handle: (res: ServerResponse, seen: { headers: Record<string, unknown> }) => void,
): Promise<string> {
  server = createServer((req, res) => handle(res, { headers: req.headers }));
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the undici transport', () => {
  it('sends the key and reads the answer, its status and its Date', async () => {
    let seenKey: unknown = null;
    const url = await serve((res, seen) => {
      seenKey = seen.headers['apikey'];
      res.writeHead(200, {
        'content-type': 'application/json',
        date: 'Sat, 21 Nov 2026 10:00:00 GMT',
      });
      res.end(JSON.stringify({ freeCredits: 0, premiumCredits: 7 }));
    });
    client = new ApiClient({ baseUrl: url, apiKey: KEY, timeoutMs: 2000 });
    const meta = { serviceTime: null as string | null };
    await expect(client.call({ ...credits, meta })).resolves.toEqual({
      freeCredits: 0,
      premiumCredits: 7,
    });
    expect(seenKey).toBe(KEY);
    expect(meta.serviceTime).toBe('2026-11-21T10:00:00.000Z');
  });

  it('reads a refusal with its Retry-After', async () => {
    const url = await serve((res) => {
      res.writeHead(429, { 'retry-after': '3', 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'slow down' }));
    });
    client = new ApiClient({ baseUrl: url, apiKey: KEY, timeoutMs: 2000 });
    expect(await failureOf(client.call(credits))).toMatchObject({
      kind: 'rateLimited',
      retryAfterMs: 3000,
    });
  });

  it('gives up on an answer that does not come within the timeout, as maybe applied', async () => {
    const url = await serve(() => undefined);
    client = new ApiClient({ baseUrl: url, apiKey: KEY, timeoutMs: 200 });
    const error = await failureOf(client.call(credits));
    expect(error).toMatchObject({ kind: 'offline', maybeApplied: true });
    expect(error.message).toMatch(/No answer from the PassDesk service within/);
  });

  it('tells a refused connection (nothing sent) from one cut off mid-answer', async () => {
    const closed = await serve(() => undefined);
    await new Promise((r) => server!.close(r));
    server = null;
    client = new ApiClient({ baseUrl: closed, apiKey: KEY, timeoutMs: 2000 });
    const refused = await failureOf(client.call(credits));
    expect(refused).toMatchObject({
      kind: 'offline',
      maybeApplied: false,
      details: { code: 'ECONNREFUSED' },
    });
    // Said so a cashier can act on it; the system's code stays in the details.
    expect(refused.message).toBe(
      'The PassDesk service is not accepting connections: it may be down, or the address in Settings may be wrong. Changes are kept here and will sync.',
    );
    expect(refused.message).not.toMatch(/ECONN|EAI|ENOT/);
    await client.close();

    const cut = await serve((res) => res.socket?.destroy());
    client = new ApiClient({ baseUrl: cut, apiKey: KEY, timeoutMs: 2000 });
    expect(await failureOf(client.call(credits))).toMatchObject({
      kind: 'offline',
      maybeApplied: true,
    });
  });
});
