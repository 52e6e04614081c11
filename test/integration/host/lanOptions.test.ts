// The web station hands its command line's peers and port to the core's link options, where the
// core checks them again: a station started by a script, not the command line, is held to them too.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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

const open = (lan: { peers?: string[]; lanPort?: number }, folder: string) =>
  startWebStation({ training: true, dataDir: join(dir, folder), port: 0, rendererDir, ...lan });

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
});
