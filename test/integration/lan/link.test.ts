// Pairing and sharing between stations of one store over their TLS links on loopback.
import { afterEach, expect, it } from 'vitest';
import { linked, pair, removeDir, startLinkStation, until, type LinkStation } from './linkStations';

const open: LinkStation[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close().then(() => removeDir(s.dataDir))));
});

async function station(name: string): Promise<LinkStation> {
  const s = await startLinkStation(name);
  open.push(s);
  return s;
}

it('pairs A with B and B with C, and a write at any one reaches the other two', async () => {
  const [a, b, c] = await Promise.all([station('Till A'), station('Till B'), station('Till C')]);
  await pair(a, b);
  await pair(b, c);
  await linked(a, 'Till B', 'Till C');
  await linked(c, 'Till A', 'Till B');
  await a.write('from-a', { n: 1 });
  await c.write('from-c', { n: 3 });
  for (const s of [a, b, c]) {
    await until(async () => (await s.read('from-a')) && (await s.read('from-c')), 'both writes');
  }
  const status = await a.core.handlers['store.status']({});
  expect(status.paired).toBe(true);
  expect(status.peers.map((p) => p.name).sort()).toEqual(['Till B', 'Till C']);
});
