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

it('says each change of the store as it happens, and takes a port in use as any free one', async () => {
  const a = await station('Till A');
  const seen: string[] = [];
  a.core.events.on('store.changed', (status) => {
    seen.push(status.peers.map((p) => `${p.name}:${p.state}`).join(',') || '-');
  });
  const taken = Number((await a.address()).split(':')[1]);
  const b = await startLinkStation('Till B', {
    lan: { port: taken, host: '127.0.0.1', discovery: false, peers: [] },
  });
  open.push(b);
  const listening = (await b.core.handlers['store.status']({})).listening!;
  expect(listening).not.toBe(`127.0.0.1:${taken}`);
  expect(b.core.notices.join(' ')).toContain(`Port ${taken} was in use`);
  await pair(a, b);
  await linked(a, 'Till B');
  await until(() => seen.includes('Till B:linked'), 'a store.changed naming B linked');
  await b.close();
  open.splice(open.indexOf(b), 1);
  await until(() => seen.at(-1) === 'Till B:away', 'a store.changed naming B away');
});

it('dials a paired station where discovery says it is, and lists one not paired as such', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  await pair(a, b);
  await linked(a, 'Till B');
  // Both restart on new ports: neither remembered address answers any more.
  const dirs = [a.dataDir, b.dataDir];
  await Promise.all(open.splice(0).map((s) => s.close()));
  const again = await Promise.all(
    dirs.map((dir, i) => startLinkStation(['Till A', 'Till B'][i]!, { dataDir: dir })),
  );
  open.push(...again);
  const [na, nb] = again as [LinkStation, LinkStation];
  na.core.lan!.found(nb.core.stationId, await nb.address());
  na.core.lan!.found('station-z', '127.0.0.1:9', 'Till Z');
  await linked(na, 'Till B');
  const { peers } = await na.core.handlers['store.status']({});
  expect(peers.find((p) => p.name === 'Till Z')).toMatchObject({ state: 'unpaired' });
});
