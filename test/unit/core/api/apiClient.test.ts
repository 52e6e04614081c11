// The API client: headers, timeouts and errors a person can act on, never showing the key.
import { describe, expect, it } from 'vitest';
import { checkInResponse } from '@shared/api';
import { ApiClient } from '../../../../src/main/core/api/client';
import { parseRetryAfter } from '../../../../src/main/core/api/errors';
import { parseHttpDate } from '../../../../src/main/core/api/serviceTime';
import { credits, failureOf, KEY } from '../apiCalls';

function clientAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers });
  }) as unknown as typeof fetch;
  return {
    client: new ApiClient({ baseUrl: 'http://127.0.0.1:9/', apiKey: KEY, fetch: fetchImpl }),
    seen,
  };
}

describe('ApiClient', () => {
  it('sends the apikey header, JSON body and the action’s Idempotency-Key', async () => {
    const { client, seen } = clientAnswering(200, {
      message: 'ok',
      previousCount: 1,
      updatedCount: 2,
    });
    await client.call({
      method: 'PUT',
      path: '/api/loyalty-pass/check-in/m1',
      body: { resetVisits: true },
      idempotencyKey: 'key-1',
      schema: checkInResponse,
      endpoint: 'checkIn',
    });
    const headers = seen[0]!.init.headers as Record<string, string>;
    expect(seen[0]!.url).toBe('http://127.0.0.1:9/api/loyalty-pass/check-in/m1');
    expect(headers['apikey']).toBe(KEY);
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(seen[0]!.init.body).toBe('{"resetVisits":true}');
    expect(seen[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    [401, 'auth', false],
    [403, 'forbidden', false],
    [404, 'notFound', false],
    [400, 'invalid', false],
    [429, 'rateLimited', true],
    [500, 'server', true],
    [503, 'server', true],
  ] as const)('maps %i to %s', async (status, kind, transient) => {
    const { client } = clientAnswering(status, { success: false, error: 'the service says why' });
    const error = await failureOf(client.call(credits));
    expect(error.kind).toBe(kind);
    expect(error.transient).toBe(transient);
    if (status !== 401) expect(error.message).toContain('the service says why');
  });

  it('honours Retry-After in seconds and as a date', async () => {
    const { client } = clientAnswering(
      429,
      { success: false, error: 'slow' },
      { 'retry-after': '7' },
    );
    const error = await failureOf(client.call(credits));
    expect(error.retryAfterMs).toBe(7000);
    expect(error.toShape().details).toEqual({ status: 429, retryAfterSeconds: 7 });
    expect(parseRetryAfter(new Date(65_000).toUTCString(), 5_000)).toBe(60_000);
    expect(parseRetryAfter('soon', 0)).toBeNull();
  });

  it('never repeats the key, even when the service echoes it', async () => {
    const { client } = clientAnswering(400, { success: false, error: `key ${KEY} is malformed` });
    const error = await failureOf(client.call(credits));
    expect(error.message).not.toContain(KEY);
    expect(error.message).toContain('[API key]');
  });

  it('tells a refused connection (not sent) from a cut-off one (maybe applied)', async () => {
    const refused = new ApiClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: KEY,
      fetch: (async () => {
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
      }) as unknown as typeof fetch,
    });
    const a = await failureOf(refused.call(credits));
    expect(a).toMatchObject({ kind: 'offline', maybeApplied: false });
    const cut = new ApiClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: KEY,
      fetch: (async () => {
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET' } });
      }) as unknown as typeof fetch,
    });
    expect(await failureOf(cut.call(credits))).toMatchObject({
      kind: 'offline',
      maybeApplied: true,
    });
  });

  it('times out a call that gets no answer', async () => {
    const hanging = new ApiClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: KEY,
      timeoutMs: 20,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        )) as unknown as typeof fetch,
    });
    const error = await failureOf(hanging.call(credits));
    expect(error).toMatchObject({ kind: 'offline', maybeApplied: true });
    expect(error.message).toMatch(/No answer/);
  });

  it('reports a 2xx body it does not understand as a server fault', async () => {
    const { client } = clientAnswering(200, { premiumCredits: 'lots' });
    expect((await failureOf(client.call(credits))).kind).toBe('server');
  });
});

describe("the service's time", () => {
  it('reads an IMF-fixdate Date header as an ISO time', () => {
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toBe('1994-11-06T08:49:37.000Z');
    expect(parseHttpDate(' Sat, 21 Nov 2026 01:02:03 GMT ')).toBe('2026-11-21T01:02:03.000Z');
  });

  it('gives null for an absent, obsolete or nonsensical Date, never a guess', () => {
    expect(parseHttpDate(null)).toBeNull();
    expect(parseHttpDate('')).toBeNull();
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT')).toBeNull(); // RFC 850, obsolete
    expect(parseHttpDate('1')).toBeNull();
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 CET')).toBeNull();
    expect(parseHttpDate('Mon, 99 Foo 1994 08:49:37 GMT')).toBeNull();
  });

  it("hands the caller the answer's Date, on success and on an error answer alike", async () => {
    const date = 'Tue, 17 Nov 2026 10:11:12 GMT';
    const ok = clientAnswering(200, { freeCredits: 1, premiumCredits: 2 }, { date });
    const meta = { serviceTime: null as string | null };
    await ok.client.call({ ...credits, meta });
    expect(meta.serviceTime).toBe('2026-11-17T10:11:12.000Z');

    const refused = clientAnswering(400, { message: 'bad' }, { date });
    const refusedMeta = { serviceTime: null as string | null };
    await failureOf(refused.client.call({ ...credits, meta: refusedMeta }));
    expect(refusedMeta.serviceTime).toBe('2026-11-17T10:11:12.000Z');

    const undated = clientAnswering(200, { freeCredits: 1, premiumCredits: 2 });
    const undatedMeta = { serviceTime: 'stale' as string | null };
    await undated.client.call({ ...credits, meta: undatedMeta });
    expect(undatedMeta.serviceTime).toBeNull();
  });
});
