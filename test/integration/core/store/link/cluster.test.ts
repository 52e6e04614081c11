// The stations' processes themselves: each answers through the real handlers, keeps its own data,
// and a SIGKILL loses nothing it confirmed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '@shared/ipc/errors';
import { drained, startWorld, type World } from '../../world';
import { startCluster, type Cluster } from './cluster';

let world: World;
let cluster: Cluster;
beforeAll(async () => {
  world = await startWorld();
  cluster = await startCluster(world, ['Till A', 'Till B', 'Till C']);
}, 120_000);
afterAll(async () => {
  await cluster?.close();
  await world?.close();
});

it('runs three stations, each with its own identity and data, driven through the contract', async () => {
  const ids = new Set(cluster.stations.map((s) => s.stationId));
  expect(ids.size).toBe(3);
  for (const station of cluster.stations) {
    const status = await station.status();
    expect(status.station).toEqual({ id: station.stationId, name: station.name });
  }
  // A request the contract refuses comes back as the station's own AppError.
  const refused = await cluster.stations[0]!.call('counter.checkIn', {
    customerId: '',
    action: { kind: 'increment' },
  }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(AppError);
  expect((refused as AppError).kind).toBe('invalid');
});

it('keeps what a station confirmed across a SIGKILL, and sends it once', async () => {
  const [member] = await world.addMembers(1);
  const a = cluster.stations[0]!;
  // The counter looks the card up first, so the count a resend is checked against is known.
  await a.call('counter.member', { customerId: member! });
  world.setFaults({ latencyMs: 200 });
  await a.call('counter.checkIn', { customerId: member!, action: { kind: 'increment' } });
  await a.call('counter.checkIn', { customerId: member!, action: { kind: 'increment' } });
  await a.kill();
  expect(a.running).toBe(false);
  await expect(a.status()).rejects.toThrow(/not running/);
  world.setFaults({});
  await a.start();
  await drained(a);
  expect((await world.counts()).get(member!)).toBe(2);
}, 120_000);
