// Conflicts found when a split store network heals: two redemptions of one card, neither side
// knowing of the other, shown with both sides at every station and decided once by a manager.
import { expect, it } from 'vitest';
import type { StoreStatus } from '@shared/ipc/storeContract';
import type { StaffRole } from '@shared/ipc/staffContract';
import { openConflictCount } from '../../../../../src/main/core/store/visits/conflicts';
import { StoreVisits } from '../../../../../src/main/core/store/visits/storeVisits';
import { drained, refusal, startStation, until } from '../../world';
import { addMember, storeWorld, startStore } from './storeOfStations';

const at = storeWorld();

type Handlers = Awaited<ReturnType<typeof startStation>>['core']['handlers'];

/** Fills the card by hand, then redeems it: a redemption with nothing asked. */
async function fillAndRedeem(h: Handlers, customerId: string) {
  await h['counter.checkIn']({
    customerId,
    action: { kind: 'set', count: 50 },
    reason: 'card filled on paper',
  });
  return h['counter.checkIn']({ customerId, action: { kind: 'reset' } });
}

it('flags two redemptions made on either side of a split at every station on healing, and each decision once', async () => {
  const store = await startStore(at.world, ['Till 1', 'Till 2', 'Till 3']);
  const [a, b, c] = store.stations.map((s) => s.core.handlers);
  const ada = await addMember(at.world, 'Ada');
  const grace = await addMember(at.world, 'Grace');
  for (const h of [a!, b!, c!]) {
    await h['counter.member']({ customerId: ada });
    await h['counter.member']({ customerId: grace });
  }
  const announced: StoreStatus[] = [];
  store.stations[2]!.core.events.on('store.changed', (status) => announced.push(status));
  await at.world.stopService();

  store.relay.split([0], [1, 2]);
  const atA = [await fillAndRedeem(a!, ada), await fillAndRedeem(a!, grace)];
  const atB = [await fillAndRedeem(b!, ada), await fillAndRedeem(b!, grace)];
  for (const h of [a!, b!, c!]) expect(await h['store.conflicts']({})).toEqual([]);
  expect(announced).toEqual([]);

  store.relay.heal();
  const lists = await Promise.all([a!, b!, c!].map((h) => h['store.conflicts']({})));
  for (const list of lists) expect(list).toEqual(lists[0]);
  for (const doc of store.docs) expect(openConflictCount(doc, new StoreVisits(doc))).toBe(2);
  expect(announced.length).toBe(1);
  const adaConflict = lists[0]!.find((conflict) => conflict.customerId === ada)!;
  expect(adaConflict).toMatchObject({
    memberName: 'Ada',
    kind: 'doubleRedemption',
    resolution: null,
    foundAt: atB[0]!.item.createdAt,
  });
  expect(adaConflict.sides).toEqual([
    expect.objectContaining({
      eventId: atA[0]!.item.id,
      stationName: 'Till 1',
      countBefore: 50,
      override: null,
    }),
    expect.objectContaining({ eventId: atB[0]!.item.id, stationName: 'Till 2', countBefore: 50 }),
  ]);

  // Keep both: decided at Till 1, seen at every station, and refused a second time.
  const kept = await a!['store.resolveConflict']({
    conflictId: adaConflict.id,
    outcome: 'keepBoth',
    reason: 'both rewards were handed out',
  });
  expect(kept.resolution).toMatchObject({
    outcome: 'keepBoth',
    reason: 'both rewards were handed out',
  });
  for (const h of [b!, c!]) {
    const seen = (await h['store.conflicts']({})).find((x) => x.id === adaConflict.id);
    expect(seen?.resolution).toMatchObject({ outcome: 'keepBoth' });
  }
  const twice = await refusal(
    c!['store.resolveConflict']({ conflictId: adaConflict.id, outcome: 'keepBoth', reason: 'x' }),
  );
  expect(twice.kind).toBe('conflict');

  // Correct the count once both redemptions reached the service: a set queued at Till 3 alone,
  // sent once.
  await at.world.startServiceAgain();
  await Promise.all(store.stations.map((s) => drained(s.core)));
  const graceConflict = lists[0]!.find((conflict) => conflict.customerId === grace)!;
  const noCount = await refusal(
    c!['store.resolveConflict']({
      conflictId: graceConflict.id,
      outcome: 'correctCount',
      reason: 'r',
    }),
  );
  expect(noCount.kind).toBe('invalid');
  const pendingBefore = await Promise.all(
    [a!, b!, c!].map(async (h) => (await h['sync.status']({})).pending),
  );
  // Two clicks at once: one decision, one correction queued.
  const decide = () =>
    c!['store.resolveConflict']({
      conflictId: graceConflict.id,
      outcome: 'correctCount',
      count: 7,
      reason: 'only one reward was given',
    });
  const both = await Promise.allSettled([decide(), decide()]);
  expect(both.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
  const pendingAfter = await Promise.all(
    [a!, b!, c!].map(async (h) => (await h['sync.status']({})).pending),
  );
  expect(pendingAfter).toEqual([pendingBefore[0], pendingBefore[1], pendingBefore[2]! + 1]);
  for (const doc of store.docs) expect(openConflictCount(doc, new StoreVisits(doc))).toBe(0);
  expect((await a!['counter.member']({ customerId: grace })).displayCount).toBe(7);

  await drained(store.stations[2]!.core);
  const counts = await at.world.counts();
  expect(counts.get(grace)).toBe(7);
  expect(counts.get(ada)).toBe(0);
  const sets = (await c!['queue.list']({ states: ['synced'], limit: 100 })).items.filter(
    (i) => i.customerId === grace,
  );
  expect(sets.length).toBe(1);
  await store.close();
});

const PINS: Record<StaffRole, string> = { owner: '4711', manager: '5822', cashier: '6933' };

it('lets a manager or the owner list and decide conflicts, never a cashier or nobody, all at once', async () => {
  const roles = [null, 'cashier', 'manager', 'owner'] as const;
  const stations = await Promise.all(roles.map(() => startStation(at.world)));
  await Promise.all(
    stations.map(async (station, i) => {
      const h = station.core.handlers;
      const ids = {
        owner: (await h['staff.add']({ name: 'Olive', role: 'owner', pin: PINS.owner })).id,
        manager: (await h['staff.add']({ name: 'Mia', role: 'manager', pin: PINS.manager })).id,
        cashier: (await h['staff.add']({ name: 'Cal', role: 'cashier', pin: PINS.cashier })).id,
      };
      await h['staff.setPolicy']({ idleMinutes: 30, anyCashier: false });
      const role = roles[i]!;
      if (role) await h['staff.signIn']({ staffId: ids[role], pin: PINS[role] });
      else await h['staff.signOut']({});
    }),
  );
  const answers = await Promise.all(
    stations.map(async (station) => {
      const h = station.core.handlers;
      const [list, decide] = await Promise.all([
        h['store.conflicts']({}).then(
          (value) => ({ ok: true as const, value }),
          (error: { kind: string }) => ({ ok: false as const, kind: error.kind }),
        ),
        refusal(
          h['store.resolveConflict']({ conflictId: 'a+b', outcome: 'keepBoth', reason: 'r' }),
        ),
      ]);
      return { list, decide: decide.kind };
    }),
  );
  expect(answers).toEqual([
    { list: { ok: false, kind: 'forbidden' }, decide: 'forbidden' },
    { list: { ok: false, kind: 'forbidden' }, decide: 'forbidden' },
    { list: { ok: true, value: [] }, decide: 'notFound' },
    { list: { ok: true, value: [] }, decide: 'notFound' },
  ]);
  await Promise.all(stations.map((s) => s.close()));
});

it('leaves a redemption that knew of the other (a manager’s override) out of the conflicts', async () => {
  const store = await startStore(at.world, ['Till 1', 'Till 2']);
  const [a, b] = store.stations.map((s) => s.core.handlers);
  const ada = await addMember(at.world, 'Ada');
  await fillAndRedeem(a!, ada);
  await b!['counter.checkIn']({
    customerId: ada,
    action: { kind: 'reset' },
    override: true,
    reason: 'second card merged in',
  });
  await until(async () => (await b!['sync.status']({})).pending === 0, 'sent');
  expect(await a!['store.conflicts']({})).toEqual([]);
  expect(openConflictCount(store.docs[1]!, new StoreVisits(store.docs[1]!))).toBe(0);
  await store.close();
});
