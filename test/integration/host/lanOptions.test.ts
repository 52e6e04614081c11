// The web station hands its command line's peers and port to the core's link options, where the
// core checks them again: a station started by a script, not the command line, is held to them too.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebStation } from '../../../src/host/webStation';
import { writeRendererStub } from '../../support/rendererStub';

let dir: string;
let rendererDir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passdesk-web-lan-'));
  rendererDir = await writeRendererStub(join(dir, 'renderer'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

type Lan = { peers?: string[]; lanPort?: number; discovery?: boolean; peersOnly?: boolean };
const open = (lan: Lan, folder: string, training = true) =>
  startWebStation({ training, dataDir: join(dir, folder), port: 0, rendererDir, ...lan });

/** An address of this computer on a network, if it has one. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

/** Whether a TCP connection to host:port is taken. */
const answers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe("the web station's link options", () => {
  it('reach the core, which refuses a bad address or port saying which and why', async () => {
    await expect(open({ peers: ['till-2'] }, 'a')).rejects.toThrow(
      'lan.peers.0: give the address as host:port, such as 192.168.1.20:4380',
    );
    await expect(open({ lanPort: 70_000 }, 'b')).rejects.toThrow(/lan\.port/);
    // Refused before the station's database was made.
    expect(existsSync(join(dir, 'a', 'station', 'passdesk-training.sqlite'))).toBe(false);
  });

  it('start a station with good ones', async () => {
    const station = await open({ peers: ['192.168.1.21:4380'], lanPort: 0 }, 'c');
    expect(station.host.url).toMatch(/^http:\/\/127\.0\.0\.1:/);
    await station.close();
  });

  it('listen for other stations on loopback only in training', async () => {
    const station = await open({ lanPort: 0 }, 'd');
    const listening = (await station.core.handlers['store.status']({})).listening!;
    expect(listening).toMatch(/^127\.0\.0\.1:\d+$/);
    const port = Number(listening.split(':')[1]);
    expect(await answers('127.0.0.1', port)).toBe(true);
    if (networkAddress) expect(await answers(networkAddress, port)).toBe(false);
    await station.close();
  });

  it('hand --no-discovery and --peers-only to the link', async () => {
    const station = await open({ lanPort: 0, discovery: false, peersOnly: true }, 'e');
    expect(station.core.lan!.options).toMatchObject({ discovery: false, peersOnly: true });
    await station.close();
    const plain = await open({ lanPort: 0 }, 'f');
    expect(plain.core.lan!.options).toMatchObject({ discovery: true, peersOnly: false });
    await plain.close();
  });
});
