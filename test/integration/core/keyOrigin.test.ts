// The API key stays with the service it was given for: a changed service URL gets no key and no
// queue of another service, http is refused off this computer, and the key is asked for again.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_KEY_HEADER } from '@shared/api';
import { createCore, FileKeyVault } from '../../../src/main/core';
import { API_KEY, drained, refusal, startStation, startWorld, until, type World } from './world';

/** A service on loopback that answers every request with an empty success and keeps its headers. */
interface Canary {
  url: string;
  seen: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

async function startCanary(): Promise<Canary> {
  const seen: Canary['seen'] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"premiumCredits":0,"freeCredits":0}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let world: World;
let canary: Canary;
beforeAll(async () => {
  world = await startWorld();
  canary = await startCanary();
});
afterAll(async () => {
  await canary.close();
  await world.close();
});

it('sends neither the key nor the queue to a service the URL is changed to', async () => {
  const station = await startStation(world);
  const h = station.core.handlers;
  const [member] = await world.addMembers(1);
  const serviceUrl = world.service.url;
  await world.stopService();
  const { item } = await h['counter.checkIn']({
    customerId: member!,
    action: { kind: 'increment' },
  });

  const moved = await h['settings.update']({ serviceUrl: canary.url });
  // The key is asked for again: the saved one belongs to the other service.
  expect(moved.apiKey).toEqual({ set: false, endsWith: null });
  expect(moved.savedKeyFor).toBe(new URL(serviceUrl).origin);
  // Everything that would reach the service now: a probe, a test, a sync, a refresh.
  await h['sync.now']({});
  await h['settings.testConnection']({});
  await h['templates.list']({ refresh: true });
  expect(canary.seen.filter((r) => r.headers[API_KEY_HEADER] !== undefined)).toEqual([]);
  expect(JSON.stringify(canary.seen)).not.toContain(API_KEY);

  // A key given for the new service opens its own queue: the other service's +1 is not in it.
  const set = await h['settings.setApiKey']({ apiKey: 'canary-key-00000001' });
  expect(set.settings.apiKey.set).toBe(true);
  const pending = await h['queue.list']({ states: ['pending', 'sending', 'synced'], limit: 50 });
  expect(pending.items.map((i) => i.id)).not.toContain(item.id);
  await h['sync.now']({});
  await until(() => canary.seen.length > 0, 'the canary to be asked something');
  expect(canary.seen.every((r) => r.headers[API_KEY_HEADER] === 'canary-key-00000001')).toBe(true);
  expect(canary.seen.filter((r) => r.path.includes(member!))).toEqual([]);
  const databases = readdirSync(station.dataDir).filter((f) => /^passdesk-live.*\.sqlite$/.test(f));
  expect(databases).toHaveLength(2);

  // Back to the first service with its own key: its queue is there and goes out.
  await world.startServiceAgain();
  await h['settings.update']({ serviceUrl });
  await h['settings.setApiKey']({ apiKey: API_KEY });
  await drained(station.core);
  const back = await h['queue.list']({ states: ['synced'], limit: 50 });
  expect(back.items.map((i) => i.id)).toContain(item.id);
  expect((await world.counts()).get(member!)).toBe(1);
  await station.close();
});

it('refuses plain http to another computer, saying what to give', async () => {
  const station = await startStation(world);
  const refused = await refusal(
    station.core.handlers['settings.update']({ serviceUrl: 'http://passes.example' }),
  );
  expect(refused.kind).toBe('invalid');
  expect(refused.message).toMatch(/^serviceUrl: .*use an https:\/\/ address/);
  // Loopback in every spelling stays allowed for a service on this computer.
  for (const url of ['http://localhost:9', 'http://127.8.0.1:9', 'http://[::1]:9']) {
    await station.core.handlers['settings.update']({ serviceUrl: url });
  }
  expect(existsSync(join(station.dataDir, 'settings.json'))).toBe(true);
  await station.close();
});

it('binds a key saved before keys were bound to the service the settings named', async () => {
  const station = await startStation(world);
  const serviceUrl = world.service.url;
  await station.close();
  // The web host's key file as it was written before: the key alone.
  const keyFile = join(station.dataDir, 'api-key');
  writeFileSync(keyFile, API_KEY);
  const core = await createCore({ dataDir: station.dataDir, keyVault: new FileKeyVault(keyFile) });
  const h = core.handlers;
  expect((await h['settings.get']({})).apiKey.set).toBe(true);
  expect(JSON.parse(readFileSync(keyFile, 'utf8'))).toEqual({
    origin: new URL(serviceUrl).origin,
    apiKey: API_KEY,
  });
  expect((await h['settings.testConnection']({})).ok).toBe(true);
  const moved = await h['settings.update']({ serviceUrl: canary.url });
  expect(moved.apiKey.set).toBe(false);
  expect(moved.savedKeyFor).toBe(new URL(serviceUrl).origin);
  await core.close();
});
