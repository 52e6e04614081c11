// One real station in a process of its own for the benchmarks of linked stations: createCore with
// its link on 127.0.0.1, driven over IPC (every command parsed with zod) through its own handlers.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type * as Y from 'yjs';
import { createCore, MemoryKeyVault } from '../../src/main/core';
import { sharedMap } from '../../src/main/core/store/sharedDoc';
import { serveCommands } from '../commandChannel';
import { Request, StationConfig, type Command, type Seen, type Stats } from './protocol';

const now = (): number => performance.timeOrigin + performance.now();
const startedAt = now();
const config = StationConfig.parse(JSON.parse(process.argv[2] ?? ''));

const lan = { port: 0, host: '127.0.0.1', discovery: false };
const core = await createCore({
  dataDir: config.dataDir,
  keyVault: new MemoryKeyVault({
    apiKey: config.apiKey,
    origin: new URL(config.serviceUrl).origin,
  }),
  // A station left offline probes at most once a second, as a till waiting for its line would.
  probeIntervalMs: 1000,
  ...(config.lan ? { lan } : {}),
});
await core.handlers['settings.update']({ serviceUrl: config.serviceUrl, stationName: config.name });
// Joining a store reopens the workspace with a new document: the visits followed are its.
let visits = sharedMap((await core.sharedDoc()) as Y.Doc, 'visits');
const openMs = now() - startedAt;

// Members whose visits are probes: their member view is read as each arrives (storeLast).
const PROBE = 'probe-';
const seen = new Map<string, Seen>();
/** Visits whose member view is still being read. */
const checking = new Set<string>();
const waiters: (() => boolean)[] = [];
const wake = (): void => {
  for (const waiter of waiters.splice(0)) if (!waiter()) waiters.push(waiter);
};
const until = (reached: () => boolean): Promise<void> =>
  reached()
    ? Promise.resolve()
    : new Promise((resolve) => waiters.push(() => reached() && (resolve(), true)));

/** The member view names another station's visit: what the cashier's card shows. */
async function storeLastAt(customerId: string): Promise<number | null> {
  // Two looks: in the turn the visit arrived, and the next, in case the view catches up after it.
  for (let look = 0; look < 2; look++) {
    const member = await core.handlers['counter.member']({ customerId });
    if (member.storeLast && member.storeLast.stationId !== core.stationId) return now();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return null;
}

const observeVisits = (event: Y.YMapEvent<unknown>): void => {
  const at = now();
  for (const [key, change] of event.changes.keys) {
    if (change.action !== 'add' || seen.has(key)) continue;
    const entry: Seen = { key, docAt: at, storeLastAt: null };
    seen.set(key, entry);
    const value = visits.get(key) as { customerId?: unknown } | undefined;
    const customerId = typeof value?.customerId === 'string' ? value.customerId : null;
    if (event.transaction.local || !customerId?.startsWith(PROBE)) continue;
    checking.add(key);
    void storeLastAt(customerId).then((storeLast) => {
      entry.storeLastAt = storeLast;
      checking.delete(key);
      wake();
    });
  }
  wake();
};
visits.observe(observeVisits);

/** After a join: the new document's visits are the ones followed. */
async function followDocument(): Promise<void> {
  const now = sharedMap(await core.sharedDoc(), 'visits');
  if (now === visits) return;
  visits.unobserve(observeVisits);
  visits = now;
  visits.observe(observeVisits);
  wake();
}

/** A check-in at the counter, whose visit the counter itself shares: nothing is measured without it. */
async function checkIn(customerId: string): Promise<{ itemId: string; at: number }> {
  const at = now();
  const { item } = await core.handlers['counter.checkIn']({
    customerId,
    action: { kind: 'increment' },
  });
  if (!visits.has(item.id)) throw new Error(`the counter shared no visit for item ${item.id}`);
  return { itemId: item.id, at };
}

const live = (file: string) => /^passdesk-live.*\.sqlite(-wal|-shm)?$/.test(file);
function stats(): Stats {
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  const files = readdirSync(config.dataDir).filter(live);
  const dbFile = files.find((file) => file.endsWith('.sqlite'));
  if (!dbFile) throw new Error(`no workspace database in ${config.dataDir}`);
  const db = new Database(join(config.dataDir, dbFile), { readonly: true });
  const updates = db
    .prepare('SELECT COUNT(*) AS rows, COALESCE(SUM(length(data)), 0) AS bytes FROM store_updates')
    .get() as { rows: number; bytes: number };
  const outbox = db.prepare('SELECT COUNT(*) AS rows FROM outbox').get() as { rows: number };
  db.close();
  return {
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    external: memory.external,
    dbBytes: files.reduce((sum, file) => sum + statSync(join(config.dataDir, file)).size, 0),
    updateRows: updates.rows,
    updateBytes: updates.bytes,
    outboxRows: outbox.rows,
    visits: visits.size,
    openMs,
  };
}

const linkedPeers = async () =>
  (await core.handlers['store.status']({})).peers.filter((peer) => peer.state === 'linked').length;
let linked = config.lan ? await linkedPeers() : 0;
if (config.lan) {
  core.events.on('store.changed', (status) => {
    linked = status.peers.filter((peer) => peer.state === 'linked').length;
    wake();
  });
}

let pacing: ReturnType<typeof setInterval> | null = null;
let loaded = 0;
async function run(command: Command): Promise<unknown> {
  switch (command.cmd) {
    case 'status':
      return core.handlers['store.status']({});
    case 'invite':
      return core.handlers['store.invite']({});
    case 'join': {
      const status = await core.handlers['store.join']({
        address: command.address,
        code: command.code,
      });
      await followDocument();
      return status;
    }
    case 'setPeers':
      return core.handlers['settings.update']({ peerAddresses: command.addresses });
    case 'waitLinked':
      linked = await linkedPeers();
      await until(() => linked >= command.peers);
      return { at: now() };
    case 'checkIn':
      return checkIn(command.customerId);
    case 'seen':
      // A member view that never names the other station leaves storeLastAt null.
      await until(() => command.keys.every((key) => seen.has(key) && !checking.has(key)));
      return command.keys.map((key) => seen.get(key)!);
    case 'load': {
      const started = now();
      // How long each check-in took the counter, as the document grows.
      const took: number[] = [];
      for (let done = 0; done < command.count; done++) {
        const { at } = await checkIn(`m-${(loaded + done) % command.members}`);
        took.push(now() - at);
        if (done % command.batch === command.batch - 1) await new Promise((r) => setImmediate(r));
      }
      loaded += command.count;
      return { started, lastWrite: now(), took };
    }
    case 'pace': {
      pacing = setInterval(
        () => void checkIn(`m-${loaded++ % command.members}`),
        command.intervalMs,
      );
      return {};
    }
    case 'stopLoad':
      if (pacing) clearInterval(pacing);
      pacing = null;
      return { loaded };
    case 'waitVisits':
      await until(() => visits.size >= command.count);
      return { at: now() };
    case 'stats':
      return stats();
    case 'close':
      if (pacing) clearInterval(pacing);
      await core.close();
      setImmediate(() => process.exit(0));
      return {};
  }
}

serveCommands((raw) => Request.parse(raw), run);
process.send?.({ ready: { stationId: core.stationId, openMs, startedAt } });
