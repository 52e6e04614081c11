// Before a connection says who it is: at most a greeting's bytes, a deadline counted from its
// start (a byte now and then does not keep it open), and a cap on such connections in all and
// from one address.
import { connect as tcpConnect } from 'node:net';
import { connect, type TLSSocket } from 'node:tls';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import {
  loadIdentity,
  type StationIdentity,
} from '../../../../../src/main/core/store/link/identity';
import { splitAddress } from '../../../../../src/main/core/store/link/connect';
import { GREETING_BYTES } from '../../../../../src/main/core/store/link/accept';
import { encodeFrame, FRAME_KIND } from '../../../../../src/main/core/store/link/frames';
import {
  MAX_GREETING,
  MAX_GREETING_PER_ADDRESS,
} from '../../../../../src/main/core/store/link/greetingGate';
import { rawPeer } from './rawPeer';
import { removeDir, startLinkStation, until, type LinkStation } from './linkStations';

const open: LinkStation[] = [];
const sockets: TLSSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(open.splice(0).map((s) => s.close().then(() => removeDir(s.dataDir))));
});

async function station(name: string, greetingMs?: number): Promise<LinkStation> {
  const s = await startLinkStation(name, {
    lan: {
      port: 0,
      host: '127.0.0.1',
      discovery: false,
      peers: [],
      ...(greetingMs ? { greetingMs } : {}),
    },
  });
  open.push(s);
  return s;
}

/** A certificate of a station the store never paired. */
let stranger: StationIdentity;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'passdesk-stranger-'));
  stranger = (await loadIdentity(join(dir, 'id.json'), 'stranger', undefined, new Date())).identity;
  removeDir(dir);
});

/** A TLS client from `from` (a loopback address): whether its handshake finished, and its end. */
function knock(address: string, from: string) {
  const { host, port } = splitAddress(address);
  const socket = connect({
    socket: tcpConnect({ host, port, localAddress: from }),
    rejectUnauthorized: false,
    key: stranger.key,
    cert: stranger.cert,
  });
  sockets.push(socket);
  socket.on('error', () => undefined);
  let isClosed = false;
  socket.once('close', () => (isClosed = true));
  const admitted = new Promise<boolean>((resolve) => {
    socket.once('secureConnect', () => resolve(true));
    socket.once('close', () => resolve(false));
  });
  return { socket, admitted, closed: () => isClosed };
}

it('drops a connection that sends more than a greeting before it is trusted', async () => {
  const a = await station('Till A');
  const address = await a.address();
  const small = await rawPeer(address, stranger);
  const flood = await rawPeer(address, stranger);
  // The start of a frame within the cap of a link (1 MiB), already more than any greeting.
  const frame = encodeFrame(FRAME_KIND.control, Buffer.alloc(1 << 20, 32));
  flood.socket.write(frame.subarray(0, GREETING_BYTES + 100));
  await flood.closed;
  expect(flood.received()).toBe(0);
  // A connection that has sent less is still waiting for its greeting.
  small.socket.write(Buffer.alloc(100, 0));
  expect(small.socket.destroyed).toBe(false);
  small.socket.destroy();
});

it('closes a connection at its deadline even while it trickles bytes', async () => {
  const a = await station('Till A', 300);
  const peer = await rawPeer(await a.address(), stranger);
  let sent = 0;
  // A byte every 50 ms never leaves it idle for 300 ms; only a deadline ends it.
  const trickle = setInterval(() => {
    if (peer.socket.destroyed) return;
    peer.socket.write(Buffer.from([0]));
    sent += 1;
  }, 50);
  try {
    await peer.closed;
  } finally {
    clearInterval(trickle);
  }
  expect(sent).toBeGreaterThan(0);
  expect(peer.received()).toBe(0);
});

it('takes at most a few ungreeted connections from one address, and a few dozen in all', async () => {
  const a = await station('Till A');
  const address = await a.address();
  const first = Array.from({ length: MAX_GREETING_PER_ADDRESS }, () => knock(address, '127.0.0.2'));
  expect(await Promise.all(first.map((k) => k.admitted))).toEqual(first.map(() => true));
  const extra = knock(address, '127.0.0.2');
  expect(await extra.admitted).toBe(false);
  // Another address is still welcome; one closing makes room again at the first.
  expect(await knock(address, '127.0.0.3').admitted).toBe(true);
  first[0]!.socket.destroy();
  await until(async () => knock(address, '127.0.0.2').admitted, 'room again at 127.0.0.2');
  // Fill the rest of the listener's room from many addresses.
  const filling: ReturnType<typeof knock>[] = [];
  for (let i = 0; filling.length < MAX_GREETING * 2; i++) {
    for (let j = 0; j < MAX_GREETING_PER_ADDRESS; j++)
      filling.push(knock(address, `127.0.1.${i + 1}`));
  }
  const admitted = (await Promise.all(filling.map((k) => k.admitted))).filter(Boolean).length;
  expect(admitted).toBeLessThanOrEqual(MAX_GREETING);
  expect(admitted).toBeGreaterThan(0);
});
