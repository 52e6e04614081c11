// The flags see every till of the store: a member stamped at Till 1 and again at Till 2 a moment
// later is flagged at Till 3, from the visits the store's stations share; and how each change was
// made (scanned, typed, picked) travels with its visit, so a person typing at one till is compared
// with the store at another.
import { expect, it } from 'vitest';
import { addMember, startStore, storeWorld } from '../store/visits/storeOfStations';
import { until } from '../world';

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
  // How each was made travels with the visit: both were picked from the list.
  expect(flag!.evidence.map((v) => v.how)).toEqual(['picked', 'picked']);

  await store.close();
});

it("compares a person's typing at Till 2 with the store's scanning at Till 1, at Till 1", async () => {
  const store = await startStore(at.world, ['Till 1', 'Till 2']);
  const [one, two] = store.stations.map((s) => s.core.handlers);
  const olga = await one!['staff.add']({ name: 'Olga', role: 'owner', pin: '4711' });
  await one!['staff.signIn']({ staffId: olga.id, pin: '4711' });
  const ann = await one!['staff.add']({ name: 'Ann', role: 'cashier', pin: '2468' });
  const bo = await one!['staff.add']({ name: 'Bo', role: 'cashier', pin: '3579' });
  await until(
    async () => (await two!['staff.session']({})).people.some((p) => p.id === bo.id),
    'Bo known at Till 2',
  );
  // Enough changes on each side for a share to say something (30 of a person's, 30 of the others'),
  // each member once: a second scan soon after asks again instead of stamping.
  const members = await at.world.addMembers(64);
  await one!['staff.signIn']({ staffId: ann.id, pin: '2468' });
  for (const member of members.slice(0, 32)) {
    expect((await one!['counter.scan']({ text: member, source: 'camera' })).item).toBeDefined();
  }
  await two!['staff.signIn']({ staffId: bo.id, pin: '3579' });
  for (const member of members.slice(32)) {
    expect((await two!['counter.scan']({ text: member, source: 'manual' })).item).toBeDefined();
  }

  await one!['staff.signIn']({ staffId: olga.id, pin: '4711' });
  const typed = async () =>
    (await one!['flags.list']({ state: 'open', signal: 'typed', limit: 100 })).flags;
  await until(async () => (await typed()).length > 0, "Bo's typing flagged at Till 1");
  const [flag] = await typed();
  expect(flag).toMatchObject({
    staff: 'Bo',
    stations: ['Till 2'],
    figures: { count: 32, of: 32, share: 100, othersShare: 0 },
  });
  expect(new Set(flag!.evidence.map((v) => v.how))).toEqual(new Set(['typed']));
  expect(new Set(flag!.evidence.map((v) => v.stationName))).toEqual(new Set(['Till 2']));

  await store.close();
});
