// A greeting still under way when sharing pauses does not become a link: the pause is judged
// again when the other station's greeting arrives.
import { createServer, type TLSSocket } from 'node:tls';
import { afterEach, expect, it } from 'vitest';
import {
  encodeControl,
  FRAME_KIND,
  FrameReader,
} from '../../../../../src/main/core/store/link/frames';
import { identityIn, storeIdIn } from './rawPeer';
import { linked, pair, removeDir, startLinkStation, until, type LinkStation } from './linkStations';

const open: LinkStation[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close().then(() => removeDir(s.dataDir))));
});

it('links nothing whose greeting ends after sharing paused', async () => {
  const [a, b] = await Promise.all([startLinkStation('Till A'), startLinkStation('Till B')]);
  open.push(a, b);
  await pair(a, b);
  await linked(a, 'Till B');
  const bId = b.core.stationId;
  await b.close();
  open.splice(open.indexOf(b), 1);
  // B's certificate, answering A's dial only when the test says.
  let dialled: TLSSocket | null = null;
  let greetedByA = false;
  let closedByA = false;
  const kinds: number[] = [];
  const fakeB = createServer(
    { ...identityIn(b.dataDir), requestCert: true, rejectUnauthorized: false },
    (socket) => {
      dialled = socket;
      const reader = new FrameReader();
      socket.on('data', (chunk: Buffer) => {
        kinds.push(...reader.push(chunk).map((frame) => frame.kind));
        greetedByA = kinds.length > 0;
      });
      socket.on('close', () => (closedByA = true));
      socket.on('error', () => undefined);
    },
  );
  await new Promise<void>((resolve) => fakeB.listen(0, '127.0.0.1', resolve));
  a.core.lan!.found(bId, `127.0.0.1:${(fakeB.address() as { port: number }).port}`);
  await until(() => greetedByA, 'A greets the station it dialled');
  await a.core.handlers['store.setSharing']({ on: false });
  dialled!.write(
    encodeControl({
      t: 'hello',
      v: 1,
      stationId: bId,
      name: 'Till B',
      storeId: storeIdIn(a.dataDir),
      mode: 'training',
      port: null,
    }),
  );
  await until(() => closedByA, 'A drops the greeting');
  // Its greeting, and not a byte of the document after it.
  expect(kinds).toEqual([FRAME_KIND.control]);
  const status = await a.core.handlers['store.status']({});
  expect(status.peers.find((p) => p.name === 'Till B')?.state).toBe('away');
  fakeB.close();
  removeDir(b.dataDir);
});
