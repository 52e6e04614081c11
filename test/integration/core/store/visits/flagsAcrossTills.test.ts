// The flags see every till of the store: a member stamped at Till 1 and again at Till 2 a moment
// later is flagged at Till 3, from the visits the store's stations share.
import { expect, it } from 'vitest';
import { addMember, startStore, storeWorld } from './storeOfStations';
import { until } from '../../world';

const at = storeWorld();

it('flags a member stamped at two tills within minutes, at a third till, with both visits', async () => {
  const store = await startStore(at.world, ['Till 1', 'Till 2', 'Till 3']);
  const [one, two, three] = store.stations.map((s) => s.core.handlers);
  const ada = await addMember(at.world, 'Ada');
  for (const h of [one!, two!]) await h['counter.member']({ customerId: ada });
  await one!['counter.checkIn']({ customerId: ada, action: { kind: 'increment' } });
  await two!['counter.checkIn']({ customerId: ada, action: { kind: 'increment' } });

  const list = () => three!['flags.list']({ state: 'open', limit: 100 });
  await until(async () => (await list()).flags.length === 1, 'the flag at Till 3');
  const [flag] = (await list()).flags;
  expect(flag).toMatchObject({ signal: 'twoTills', customerId: ada });
  expect(flag!.stations.sort()).toEqual(['Till 1', 'Till 2']);
  expect(flag!.evidence.map((v) => v.stationName)).toEqual(['Till 1', 'Till 2']);
  // How each was made is known only at the till that made it.
  expect(flag!.evidence.map((v) => v.how)).toEqual([null, null]);
  expect((await one!['flags.list']({ state: 'open', limit: 100 })).flags[0]!.evidence[0]!.how).toBe(
    'picked',
  );

  await store.close();
});
