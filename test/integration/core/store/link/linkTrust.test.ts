// Only paired stations share: a station never paired, or a bare TLS client, gets not a byte of
// the document and changes nothing; what crosses the wire is encrypted; a frame over the cap
// closes the link and the station stays up.
import { createServer, connect as tcpConnect, type Server } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import {
  encodeControl,
  encodeFrame,
  FRAME_CAP,
  FRAME_KIND,
} from '../../../../../src/main/core/store/link/frames';
import { movableClock } from '../../../../support/movableClock';
import { identityIn, rawPeer, storeIdIn } from './rawPeer';
import { linked, pair, removeDir, startLinkStation, until, type LinkStation } from './linkStations';

const open: LinkStation[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close().then(() => removeDir(s.dataDir))));
});

async function station(name: string, dataDir?: string): Promise<LinkStation> {
  const s = await startLinkStation(name, dataDir ? { dataDir } : {});
  open.push(s);
  return s;
}

/** A sync message carrying one write to the directory map, as a peer would send it. */
function forgedUpdate(): Buffer {
  const doc = new Y.Doc();
  doc.getMap('directory').set('forged', { by: 'intruder' });
  const encoder = encoding.createEncoder();
  syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(doc));
  return encodeFrame(FRAME_KIND.sync, encoding.toUint8Array(encoder));
}

it('gives a station never paired, or a client with no certificate, no byte and no change', async () => {
  const [a, b, d] = await Promise.all([station('Till A'), station('Till B'), station('Till D')]);
  await pair(a, b);
  await linked(a, 'Till B');
  await a.write('secret-member', { name: 'Zebediah' });
  const address = await a.address();
  // D knows B's id and the store's id, but shows its own certificate.
  const asD = await rawPeer(address, identityIn(d.dataDir));
  const hello = {
    t: 'hello' as const,
    v: 1 as const,
    stationId: b.core.stationId,
    name: 'Till B',
    storeId: storeIdIn(a.dataDir),
    mode: 'training' as const,
    port: null,
  };
  asD.socket.write(Buffer.concat([encodeControl(hello), forgedUpdate()]));
  // And as itself, a station the store never heard of.
  const asItself = await rawPeer(address, identityIn(d.dataDir));
  asItself.socket.write(
    Buffer.concat([encodeControl({ ...hello, stationId: d.core.stationId }), forgedUpdate()]),
  );
  const bare = await rawPeer(address, null);
  bare.socket.write(Buffer.concat([encodeControl(hello), forgedUpdate()]));
  await Promise.all([asD.closed, asItself.closed, bare.closed]);
  expect(asD.received()).toBe(0);
  expect(asItself.received()).toBe(0);
  expect(bare.received()).toBe(0);
  // D dialling A itself is refused too, while B's link stands.
  await d.core.handlers['settings.update']({ peerAddresses: [address] });
  await a.write('after', { n: 1 });
  await until(async () => (await b.read('after')) ?? false, 'B still shares');
  expect(await a.read('forged')).toBeUndefined();
  expect(await d.read('secret-member')).toBeUndefined();
  expect((await a.core.handlers['store.status']({})).peers.map((p) => p.name)).toEqual(['Till B']);
});

it('sends nothing a listener on the wire can read', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  const captured: Buffer[] = [];
  const { port } = (await a.address()).match(/:(?<port>\d+)$/)!.groups!;
  const proxy: Server = createServer((client) => {
    const server = tcpConnect(Number(port), '127.0.0.1');
    client.on('data', (chunk: Buffer) => captured.push(chunk));
    server.on('data', (chunk: Buffer) => captured.push(chunk));
    client.pipe(server).pipe(client);
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const through = `127.0.0.1:${(proxy.address() as { port: number }).port}`;
  const invite = await a.core.handlers['store.invite']({});
  await b.core.handlers['store.join']({ address: through, code: invite.code });
  await linked(b, 'Till A');
  await a.write('member-1', { name: 'Zebediah Quartermaine' });
  await b.write('member-2', { name: 'Philippa Oyelaran-Smythe' });
  await until(async () => (await b.read('member-1')) ?? false, 'A’s write at B');
  await until(async () => (await a.read('member-2')) ?? false, 'B’s write at A');
  const wire = Buffer.concat(captured);
  expect(wire.length).toBeGreaterThan(1000);
  for (const text of ['Zebediah', 'Philippa', 'Till A', 'Till B', invite.code.slice(10)]) {
    expect(wire.includes(Buffer.from(text)), text).toBe(false);
  }
  proxy.close();
});

it('closes a link that sends a frame over the cap, and stays up for the rest', async () => {
  // A's clock stands still, so only the cap, never the heartbeat, can close the link.
  const still = movableClock(Date.parse('2026-03-01T10:00:00Z'));
  const a = await startLinkStation('Till A', { now: still.now });
  open.push(a);
  const [b, c] = await Promise.all([station('Till B'), station('Till C')]);
  await pair(a, b);
  await pair(a, c);
  await linked(a, 'Till B', 'Till C');
  const bDir = b.dataDir;
  await b.close();
  open.splice(open.indexOf(b), 1);
  await until(async () => {
    const { peers } = await a.core.handlers['store.status']({});
    return peers.find((p) => p.name === 'Till B')?.state === 'away';
  }, 'B away');
  // B's own certificate, so A links it; then a length over the cap.
  const asB = await rawPeer(await a.address(), identityIn(bDir));
  asB.socket.write(
    encodeControl({
      t: 'hello',
      v: 1,
      stationId: b.core.stationId,
      name: 'Till B',
      storeId: storeIdIn(a.dataDir),
      mode: 'training',
      port: null,
    }),
  );
  await until(() => asB.received() > 0, 'A greets B back');
  const head = Buffer.alloc(5);
  head.writeUInt32BE(FRAME_CAP + 1, 0);
  asB.socket.write(head);
  let closed = false;
  void asB.closed.then(() => (closed = true));
  await until(() => closed, 'A closes the link', 10_000);
  await a.write('still-up', { n: 1 });
  await until(async () => (await c.read('still-up')) ?? false, 'A still shares with C');
  const back = await station('Till B', bDir);
  await linked(back, 'Till A');
  await until(async () => (await back.read('still-up')) ?? false, 'B catches up');
});
