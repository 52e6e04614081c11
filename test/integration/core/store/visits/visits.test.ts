// Visits shared store-wide: a stamp at one till shows at the others with the count it left, the
// guards hold across tills, a card redeemed at one till is refused at another (with the service
// down) unless a manager says why, and each station still sends only its own check-ins, once.
import { expect, it } from 'vitest';
import * as Y from 'yjs';
import type { MemberView } from '@shared/ipc/views';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { seenKey } from '../../../../../src/main/core/store/visits/visitShapes';
import { drained, refusal, until } from '../../world';
import { addMember, paired, storeWorld, startStore } from './storeOfStations';

const at = storeWorld();

it('shows a stamp at Counter A at Counter B with the count it left, and each till sends only its own', async () => {
  const store = await startStore(at.world, ['Counter A', 'Counter B']);
  const [a, b] = store.stations.map((s) => s.core.handlers);
  const ada = await addMember(at.world, 'Ada');
  // Both tills read the member list while the line is up: the service's count is 0.
  expect((await a!['counter.member']({ customerId: ada })).knownCount).toBe(0);
  expect((await b!['counter.member']({ customerId: ada })).knownCount).toBe(0);
  const heardAtB: MemberView[] = [];
  store.stations[1]!.core.events.on('member.changed', (view) => heardAtB.push(view));
  await at.world.stopService();

  await a!['counter.checkIn']({ customerId: ada, action: { kind: 'increment' } });
  // B's pages hear of A's stamp as it arrives, with the count it left.
  expect(heardAtB.map((v) => [v.customerId, v.displayCount, v.storeLast?.stationName])).toEqual([
    [ada, 1, 'Counter A'],
  ]);
  const atA = await a!['counter.checkIn']({ customerId: ada, action: { kind: 'increment' } });
  expect(atA.member.displayCount).toBe(2);
  expect(atA.member.storeLast ?? null).toBeNull();

  const atB = await b!['counter.member']({ customerId: ada });
  expect(atB.displayCount).toBe(2);
  expect(atB.storeLast).toMatchObject({
    kind: 'stamp',
    stationName: 'Counter A',
    stationId: store.stations[0]!.core.stationId,
    at: atA.item.createdAt,
  });

  // B's own stamp counts on top of A's; A now sees B's.
  const stampedAtB = await b!['counter.checkIn']({
    customerId: ada,
    action: { kind: 'increment' },
  });
  expect(stampedAtB.member.displayCount).toBe(3);
  expect(stampedAtB.member.storeLast ?? null).toBeNull();
  const backAtA = await a!['counter.member']({ customerId: ada });
  expect(backAtA.displayCount).toBe(3);
  expect(backAtA.storeLast).toMatchObject({ kind: 'stamp', stationName: 'Counter B' });
  // Each till keeps the count it saw, for the store.
  const seen = sharedMap(store.docs[1]!, 'seen');
  expect(seen.get(seenKey(store.stations[1]!.core.stationId, ada))).toMatchObject({ count: 3 });
  expect(seen.get(seenKey(store.stations[0]!.core.stationId, ada))).toMatchObject({ count: 2 });

  await at.world.startServiceAgain();
  await Promise.all(store.stations.map((s) => drained(s.core)));
  // Three check-ins were made, and the service received each once: nothing crossed outboxes.
  expect((await at.world.counts()).get(ada)).toBe(3);
  const queued = await Promise.all(
    store.stations.map(async (s) =>
      (await s.core.handlers['queue.list']({ states: ['synced'], limit: 100 })).items.filter(
        (i) => i.customerId === ada,
      ),
    ),
  );
  expect(queued.map((items) => items.length)).toEqual([2, 1]);
  await store.close();
});

it('holds the cooldown, the earning rule and the camera repeat at Counter B after a stamp at Counter A', async () => {
  const store = await startStore(at.world, ['Counter A', 'Counter B']);
  const [a, b] = store.stations.map((s) => s.core.handlers);
  const ada = await addMember(at.world, 'Ada');
  await a!['counter.member']({ customerId: ada });
  await b!['counter.member']({ customerId: ada });
  await b!['settings.update']({ cooldownSeconds: 600, earningMinutes: 0 });
  const first = await a!['counter.scan']({ text: ada, source: 'wedge' });
  expect(first.decision.kind).toBe('increment');

  expect((await b!['counter.scan']({ text: ada, source: 'wedge' })).decision).toMatchObject({
    kind: 'confirmAgain',
    reason: 'cooldown',
  });
  await b!['settings.update']({ cooldownSeconds: 0, earningMinutes: 60 });
  expect((await b!['counter.scan']({ text: ada, source: 'wedge' })).decision).toMatchObject({
    kind: 'confirmAgain',
    reason: 'earningRule',
  });
  await b!['settings.update']({ cooldownSeconds: 0, earningMinutes: 0 });
  expect((await b!['counter.scan']({ text: ada, source: 'camera' })).decision).toMatchObject({
    kind: 'confirmAgain',
    reason: 'cameraRepeat',
  });
  // A split network falls back to each till's own rules: B's stamp is not seen at A. Nothing
  // was stored by the questions: B's scanner, meant by the cashier, stamps.
  store.relay.split([0], [1]);
  const meant = await b!['counter.scan']({ text: ada, source: 'wedge' });
  expect(meant.decision.kind).toBe('increment');
  expect(meant.member.displayCount).toBe(2);
  const cutOff = await store.stations[0]!.core.handlers['counter.member']({ customerId: ada });
  expect(cutOff.storeLast ?? null).toBeNull();
  await store.close();
});

it('refuses at Counter B a card redeemed at Counter A with the service down; a manager overrides with a reason, a cashier cannot', async () => {
  const store = await startStore(at.world, ['Counter A', 'Counter B']);
  const [a, b] = store.stations.map((s) => s.core.handlers);
  const people = {
    owner: await b!['staff.add']({ name: 'Olive', role: 'owner', pin: '4711' }),
    manager: await b!['staff.add']({ name: 'Mia', role: 'manager', pin: '5822' }),
    cashier: await b!['staff.add']({ name: 'Cal', role: 'cashier', pin: '6933' }),
  };
  await b!['staff.setPolicy']({ idleMinutes: 30, anyCashier: false });
  await b!['staff.signIn']({ staffId: people.cashier.id, pin: '6933' });
  const ada = await addMember(at.world, 'Ada');
  await a!['counter.member']({ customerId: ada });
  await b!['counter.member']({ customerId: ada });
  await at.world.stopService();

  await a!['counter.checkIn']({
    customerId: ada,
    action: { kind: 'set', count: 50 },
    reason: 'card filled on paper',
  });
  const redeemed = await a!['counter.checkIn']({ customerId: ada, action: { kind: 'reset' } });

  const refused = await refusal(
    b!['counter.checkIn']({ customerId: ada, action: { kind: 'reset' } }),
  );
  expect(refused.kind).toBe('conflict');
  expect(refused.message).toMatch(
    /^Ada’s card was already redeemed at Counter A, \d+ s ago\. A manager can redeem it again with a reason\.$/,
  );
  expect(refused.details).toEqual({
    redeemedElsewhere: { stationName: 'Counter A', at: redeemed.item.createdAt },
  });
  const byCashier = await refusal(
    b!['counter.checkIn']({
      customerId: ada,
      action: { kind: 'reset' },
      override: true,
      reason: 'the customer insists',
    }),
  );
  expect(byCashier.kind).toBe('forbidden');

  await b!['staff.signIn']({ staffId: people.manager.id, pin: '5822' });
  const noReason = await refusal(
    b!['counter.checkIn']({ customerId: ada, action: { kind: 'reset' }, override: true }),
  );
  expect(noReason.kind).toBe('invalid');
  expect(noReason.message).toMatch(/Say why Ada’s card is redeemed again/);
  const overridden = await b!['counter.checkIn']({
    customerId: ada,
    action: { kind: 'reset' },
    override: true,
    reason: 'two cards merged',
  });
  const visit = sharedMap(store.docs[0]!, 'visits').get(overridden.item.id);
  expect(visit).toMatchObject({
    kind: 'redeem',
    override: 'two cards merged',
    staffName: 'Mia',
    stationName: 'Counter B',
    priorRedemption: redeemed.item.id,
  });
  const journal = await b!['journal.list']({ limit: 20 });
  expect(journal.entries.find((e) => e.itemId === overridden.item.id)).toMatchObject({
    reason: 'two cards merged',
    staffName: 'Mia',
  });
  // Only B's own items and A's own are sent, each once.
  await at.world.startServiceAgain();
  await Promise.all(store.stations.map((s) => drained(s.core)));
  const synced = await Promise.all(
    store.stations.map(
      async (s) =>
        (await s.core.handlers['queue.list']({ states: ['synced'], limit: 100 })).items.length,
    ),
  );
  expect(synced).toEqual([2, 1]);
  await store.close();
});

it('ignores a peer’s visit of a bad shape, one from a station never paired, and a forgotten station’s', async () => {
  const store = await startStore(at.world, ['Counter A', 'Counter B']);
  const [a, b] = store.stations.map((s) => s.core.handlers);
  const ada = await addMember(at.world, 'Ada');
  await b!['counter.member']({ customerId: ada });
  const docA = store.docs[0]!;
  const good = {
    customerId: ada,
    dynamicPassId: at.world.programId,
    stationId: 'station-x',
    stationName: 'Till X',
    staffName: null,
    kind: 'redeem',
    at: new Date().toISOString(),
    seq: 1,
    countBefore: 50,
    countAfter: 0,
    priorRedemption: null,
    override: null,
  };
  docA.transact(() => {
    sharedMap(docA, 'visits').set('bad-1', {
      ...good,
      stationId: store.stations[0]!.core.stationId,
      at: 'yesterday',
    });
    sharedMap(docA, 'visits').set('bad-2', {
      ...good,
      stationId: store.stations[0]!.core.stationId,
      countAfter: -4,
    });
    sharedMap(docA, 'visits').set('bad-3', 'not a visit');
    sharedMap(docA, 'visits').set('unpaired', good);
  });
  const seenAtB = await b!['counter.member']({ customerId: ada });
  expect(seenAtB.storeLast ?? null).toBeNull();
  expect(seenAtB.displayCount).toBe(0);
  await b!['counter.checkIn']({
    customerId: ada,
    action: { kind: 'set', count: 4 },
    reason: 'paper card',
  });

  // A's stamp counts at B until the store forgets A.
  await a!['counter.checkIn']({ customerId: ada, action: { kind: 'increment' } });
  expect((await b!['counter.member']({ customerId: ada })).storeLast).toMatchObject({
    stationName: 'Counter A',
  });
  sharedMap(docA, 'stations').set(store.stations[0]!.core.stationId, {
    ...paired('Counter A'),
    forgotten: true,
  });
  const forgotten = await b!['counter.member']({ customerId: ada });
  expect(forgotten.storeLast ?? null).toBeNull();
  expect(forgotten.displayCount).toBe(4);
  await store.close();
});

it('shares an undo, and the member’s redemptions keep matching once a local id is issued', async () => {
  const store = await startStore(at.world, ['Counter A', 'Counter B']);
  const [a, b] = store.stations.map((s) => s.core.handlers);
  await at.world.stopService();
  const { member } = await a!['members.enrol']({ fields: { name: 'Grace' } });
  const local = member.customerId;
  const first = await a!['counter.checkIn']({
    customerId: local,
    action: { kind: 'reset' },
    reason: 'welcome reward',
  });
  const stamp = await a!['counter.checkIn']({ customerId: local, action: { kind: 'increment' } });
  const undone = await a!['counter.undo']({ customerId: local, itemId: stamp.item.id });
  expect(undone.outcome).toBe('discarded');
  const undo = sharedMap(store.docs[1]!, 'visits').get(`${stamp.item.id}.undo`);
  expect(undo).toMatchObject({
    kind: 'undo',
    undoes: stamp.item.id,
    countBefore: 1,
    countAfter: 0,
  });
  // B reads the store's latest of this member under the id A wrote.
  expect((await b!['counter.member']({ customerId: local })).storeLast).toMatchObject({
    kind: 'set',
    stationName: 'Counter A',
  });

  await at.world.startServiceAgain();
  await drained(store.stations[0]!.core);
  const issued = await until(async () => {
    const view = await a!['counter.member']({ customerId: local });
    return view.customerId !== local && view.customerId;
  }, 'the pass issued');
  const again = await a!['counter.checkIn']({
    customerId: issued,
    action: { kind: 'reset' },
    reason: 'second reward',
  });
  expect(sharedMap(store.docs[0]!, 'visits').get(again.item.id)).toMatchObject({
    customerId: issued,
    priorRedemption: first.item.id,
  });
  await store.close();
});

it('forgets an erased member’s visits from every station in its copy, leaving no id behind', async () => {
  const store = await startStore(at.world, ['Counter A', 'Counter B']);
  const [a, b] = store.stations.map((s) => s.core.handlers);
  const ada = await addMember(at.world, 'Ada');
  const rui = await addMember(at.world, 'Rui');
  await b!['counter.member']({ customerId: ada });
  await a!['counter.checkIn']({ customerId: ada, action: { kind: 'increment' } });
  await b!['counter.checkIn']({ customerId: ada, action: { kind: 'increment' } });
  await b!['counter.checkIn']({ customerId: rui, action: { kind: 'increment' } });
  await drained(store.stations[1]!.core);
  store.relay.split([0], [1]);

  await b!['members.erase']({ customerId: ada, confirm: true });
  const docB = store.docs[1]!;
  const left = [...sharedMap(docB, 'visits').values()].map(
    (v) => (v as { customerId: string }).customerId,
  );
  expect(left).toEqual([rui]);
  const state = Buffer.from(Y.encodeStateAsUpdate(docB));
  expect(state.includes(ada)).toBe(false);
  expect(state.includes(rui)).toBe(true);
  await store.close();
});
