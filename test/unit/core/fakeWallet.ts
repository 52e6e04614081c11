// A tiny loopback stand-in for the wallet-pass service: check-ins, credits and scripted faults.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeFault = 'ok' | 'drop' | 'applyThenDrop' | 'error500' | 'rateLimit' | 'unauthorized';

export interface FakeWallet {
  url: string;
  apiKey: string;
  counts: Map<string, number>;
  /** Faults used one per changing request, in order; then every request is ok. */
  faults: FakeFault[];
  honourIdempotencyKey: boolean;
  requests: { method: string; path: string; key: string | null; body: unknown }[];
  maxCount: number;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

export async function startFakeWallet(apiKey = 'fake-key-0123456789'): Promise<FakeWallet> {
  const replies = new Map<string, { status: number; body: unknown }>();
  const wallet: Omit<FakeWallet, 'url' | 'close'> = {
    apiKey,
    counts: new Map(),
    faults: [],
    honourIdempotencyKey: true,
    requests: [],
    maxCount: 10,
  };
  const send = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = req.url ?? '';
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      wallet.requests.push({ method: req.method ?? '', path, key, body });
      if (req.headers['apikey'] !== wallet.apiKey)
        return send(res, 401, { success: false, error: 'bad key' });
      if (path === '/api/getCredits') return send(res, 200, { premiumCredits: 0, freeCredits: 20 });
      const match = /^\/api\/loyalty-pass\/check-in\/([^/]+)$/.exec(path);
      if (!match || req.method !== 'PUT')
        return send(res, 404, { success: false, error: 'no route' });
      const fault = wallet.faults.shift() ?? 'ok';
      if (fault === 'drop') return res.destroy();
      if (fault === 'error500') return send(res, 500, { success: false, error: 'boom' });
      if (fault === 'rateLimit')
        return send(res, 429, { success: false, error: 'slow down' }, { 'retry-after': '0' });
      if (fault === 'unauthorized')
        return send(res, 401, { success: false, error: `key ${apiKey} refused` });
      if (key && wallet.honourIdempotencyKey && replies.has(key)) {
        const reply = replies.get(key)!;
        return fault === 'applyThenDrop' ? res.destroy() : send(res, reply.status, reply.body);
      }
      const customerId = decodeURIComponent(match[1]!);
      if (!wallet.counts.has(customerId))
        return send(res, 404, { success: false, error: 'Customer not found' });
      const previousCount = wallet.counts.get(customerId)!;
      const b = (body ?? {}) as { updatedCount?: number; resetVisits?: boolean };
      const next = b.resetVisits
        ? 0
        : b.updatedCount !== undefined
          ? b.updatedCount
          : previousCount + 1;
      if (next > wallet.maxCount)
        return send(res, 400, { success: false, error: 'The card is full' });
      wallet.counts.set(customerId, next);
      const reply = { status: 200, body: { message: 'ok', previousCount, updatedCount: next } };
      if (key) replies.set(key, reply);
      if (fault === 'applyThenDrop') return res.destroy();
      send(res, reply.status, reply.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(wallet, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
