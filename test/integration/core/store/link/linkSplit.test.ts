// A store split at its network on purpose: stations that dial only the addresses they were given,
// a discovery announcement that cannot move a paired station, and a change whose commit failed
// that never reaches the others.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { linked, pair, removeDir, startLinkStation, until, type LinkStation } from './linkStations';

const open: LinkStation[] = [];
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.close();
  await Promise.all(open.splice(0).map((s) => s.close().then(() => removeDir(s.dataDir))));
});

async function station(
  name: string,
  extra: Parameters<typeof startLinkStation>[1] = {},
): Promise<LinkStation> {
  const s = await startLinkStation(name, extra);
  open.push(s);
  return s;
}

/** A forwarder in front of a station: the test's network, which it can cut and heal. */
async function forwarder(target: string) {
  const [host, port] = [target.slice(0, target.lastIndexOf(':')), Number(target.split(':').pop())];
  let cut = false;
  let attempts = 0;
  const sockets = new Set<Socket>();
  const server = createServer((inbound) => {
    attempts += 1;
    inbound.on('error', () => undefined);
    if (cut) return void inbound.destroy();
    const outbound = connect(port, host);
    outbound.on('error', () => undefined);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(server.address() as { port: number }).port}`,
    attempts: () => attempts,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    heal() {
      cut = false;
    },
  };
}

const state = async (s: LinkStation, name: string) =>
  (await s.core.handlers['store.status']({})).peers.find((p) => p.name === name)?.state;

it('keeps links on the --peer addresses only: no learned address is dialled across a split', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  await pair(a, b);
  await linked(a, 'Till B');
  // Both know where the other was linked; now each restarts dialling only what it was given.
  const dirs = [a.dataDir, b.dataDir];
  await Promise.all(open.splice(0).map((s) => s.close()));
  const nb = await station('Till B', {
    dataDir: dirs[1]!,
    lan: { port: 0, host: '127.0.0.1', discovery: false, peers: [], peersOnly: true },
  });
  const line = await forwarder(await nb.address());
  const na = await station('Till A', {
    dataDir: dirs[0]!,
    lan: { port: 0, host: '127.0.0.1', discovery: false, peers: [line.address], peersOnly: true },
  });
  await linked(na, 'Till B');
  await linked(nb, 'Till A');
  const attemptsBefore = line.attempts();
  line.cut();
  await until(async () => (await state(na, 'Till B')) === 'away', 'A sees B away');
  // Each hears where the other really is (as discovery would say), and dials it not.
  na.core.lan!.found(nb.core.stationId, await nb.address());
  nb.core.lan!.found(na.core.stationId, await na.address());
  // A dials the line again and again; a learned address would be dialled at the same turns.
  await until(() => line.attempts() >= attemptsBefore + 3, 'three more dials on the line');
  expect(await state(na, 'Till B')).toBe('away');
  expect(await state(nb, 'Till A')).toBe('away');
  line.heal();
  await linked(na, 'Till B');
  await na.write('after-heal', { n: 1 });
  await until(
    async () => (await nb.read('after-heal')) !== undefined,
    'the write crosses the line',
  );
});

it('does not move a paired station to an address only an announcement gave', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  await pair(a, b);
  await linked(a, 'Till B');
  const bId = b.core.stationId;
  const savedAt = async () =>
    (await a.core.handlers['store.status']({})).peers.find((p) => p.stationId === bId)?.address;
  const saved = await savedAt();
  expect(saved).toBe(await b.address());
  a.core.lan!.found(bId, '127.0.0.1:9');
  expect(await savedAt()).toBe(saved);
  // Dialled there as well, it answers nothing, and the link B verified stays.
  expect(await state(a, 'Till B')).toBe('linked');
});

it('passes on nothing of a change whose commit failed, and the till reopens without it', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  await pair(a, b);
  await linked(a, 'Till B');
  await linked(b, 'Till A');
  // A deferred foreign key fails A's next commit that stores a shared update, as a full disk would.
  const file = new Database(join(a.dataDir, 'passdesk-training.sqlite'));
  file.exec(`
    CREATE TABLE fail_parent (id INTEGER PRIMARY KEY);
    CREATE TABLE fail_child (parent INTEGER REFERENCES fail_parent(id) DEFERRABLE INITIALLY DEFERRED);
    CREATE TABLE fail_armed (on_ INTEGER);
    INSERT INTO fail_armed VALUES (1);
    CREATE TRIGGER fail_commit AFTER INSERT ON store_updates WHEN (SELECT on_ FROM fail_armed)
      BEGIN INSERT INTO fail_child VALUES (7); END;
  `);
  const before = await a.core.sharedDoc();
  await expect(a.write('never-stored', { n: 1 })).rejects.toThrow(/FOREIGN KEY/);
  file.exec('UPDATE fail_armed SET on_ = 0');
  file.close();
  // A reopens its workspace from disk: the change is not in its document any more.
  await until(async () => (await a.core.sharedDoc()) !== before, 'A reopens its document');
  expect(await a.read('never-stored')).toBeUndefined();
  await linked(a, 'Till B');
  await a.write('stored', { n: 2 });
  await until(async () => (await b.read('stored')) !== undefined, 'the next write reaches B');
  expect(await b.read('never-stored')).toBeUndefined();
});
