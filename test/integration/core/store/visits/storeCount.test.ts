// The count of a card is one rule at every till: the service's last confirmed count plus the
// store's changes it has not confirmed, in the order they were made. Each case here was seen go
// wrong: a stamp lost from a till's view, a stamp landing after the redemption that took it, and
// a stamp applied once put in review after its answer was lost.
import { expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { drained, until, type World } from '../../world';
import { addMember, storeWorld } from './storeOfStations';
import { startTills, type Till, type Tills } from './tillsOnLines';

const at = storeWorld();
const REDEEM = { action: { kind: 'reset' }, reason: 'reward given at the till' } as const;

/** A member at the service with this count, known at every till as the counter knows it. */
async function memberAt(world: World, tills: Till[], count: number): Promise<string> {
  const customerId = await addMember(world, 'Ada');
  await world.call('PUT', API_PATHS.checkIn(customerId), { updatedCount: count });
  for (const till of tills) {
    const view = await till.core.handlers['counter.member']({ customerId });
    expect(view.knownCount).toBe(count);
  }
  return customerId;
}

const stamp = (till: Till, customerId: string) =>
  till.core.handlers['counter.checkIn']({ customerId, action: { kind: 'increment' } });

const shown = async (tills: Till[], customerId: string) =>
  Promise.all(
    tills.map(
      async (till) => (await till.core.handlers['counter.member']({ customerId })).displayCount,
    ),
  );

/** Every item of these tills that a person must look at. */
async function inReview(tills: Till[]) {
  const lists = await Promise.all(
    tills.map((till) => till.core.handlers['queue.list']({ states: ['needsReview'], limit: 100 })),
  );
  return lists.flatMap((list) => list.items);
}

async function withTills(world: World, test: (store: Tills) => Promise<void>): Promise<void> {
  const store = await startTills(world, ['Till A', 'Till B', 'Till C']);
  try {
    await test(store);
  } finally {
    await store.close();
  }
}

it('B’s line down, B stamps, then A stamps: every till and the service end at 5', async () => {
  await withTills(at.world, async (store) => {
    const [a, b] = store.tills as [Till, Till, Till];
    const ada = await memberAt(at.world, store.tills, 3);
    b.line.cut();
    await stamp(b, ada);
    expect(await shown(store.tills, ada)).toEqual([4, 4, 4]);
    await stamp(a, ada);
    await drained(a.core);
    expect((await at.world.counts()).get(ada)).toBe(4);
    // A's stamp confirmed, B's still on its way: both counted once at every till.
    expect(await shown(store.tills, ada)).toEqual([5, 5, 5]);
    await store.settle();
    expect((await at.world.counts()).get(ada)).toBe(5);
    expect(await shown(store.tills, ada)).toEqual([5, 5, 5]);
    expect(await inReview(store.tills)).toEqual([]);
  });
});

it('stamps made at A and B at the same moment are both counted, at every till', async () => {
  await withTills(at.world, async (store) => {
    const [a, b] = store.tills as [Till, Till, Till];
    const ada = await memberAt(at.world, store.tills, 3);
    // Neither till has heard of the other's stamp when it makes its own.
    store.relay.split([0], [1], [2]);
    await Promise.all([stamp(a, ada), stamp(b, ada)]);
    expect(await shown(store.tills, ada)).toEqual([4, 4, 3]);
    await store.settle();
    expect((await at.world.counts()).get(ada)).toBe(5);
    expect(await shown(store.tills, ada)).toEqual([5, 5, 5]);
    expect(await inReview(store.tills)).toEqual([]);
  });
});

/**
 * Both lines down, A stamps the card full, B redeems it having seen that stamp (with A out of
 * sight from then on when `split`), and B's line comes back first.
 */
async function fullAtARedeemedAtB(store: Tills, split: boolean) {
  const [a, b] = store.tills as [Till, Till, Till];
  const ada = await memberAt(at.world, store.tills, 49);
  a.line.cut();
  b.line.cut();
  await stamp(a, ada);
  expect(await shown(store.tills, ada)).toEqual([50, 50, 50]);
  if (split) store.relay.split([0], [1, 2]);
  const redeemed = await b.core.handlers['counter.checkIn']({ customerId: ada, ...REDEEM });
  expect(redeemed.member.displayCount).toBe(0);
  b.line.mend();
  return { a, b, ada, redeemed };
}

it('a card stamped full at A and redeemed at B, both offline, B’s line first: B’s redemption waits for A’s stamp', async () => {
  await withTills(at.world, async (store) => {
    const { a, b, ada, redeemed } = await fullAtARedeemedAtB(store, false);
    // B's line works (another member's stamp goes through), yet its redemption waits for A's.
    const bob = await addMember(at.world, 'Bob');
    await b.core.handlers['counter.member']({ customerId: bob });
    await stamp(b, bob);
    await until(async () => (await at.world.counts()).get(bob) === 1, 'Bob’s stamp from B');
    const waiting = await b.core.handlers['queue.list']({ states: ['pending'], limit: 10 });
    expect(waiting.items.map((item) => item.id)).toEqual([redeemed.item.id]);
    expect((await at.world.counts()).get(ada)).toBe(49);
    a.line.mend();
    await store.settle();
    expect((await at.world.counts()).get(ada)).toBe(0);
    expect(await shown(store.tills, ada)).toEqual([0, 0, 0]);
    expect(await inReview(store.tills)).toEqual([]);
  });
});

it('the same with A out of sight when B’s line comes back: B’s redemption goes, and is put in review', async () => {
  await withTills(at.world, async (store) => {
    const { b, ada, redeemed } = await fullAtARedeemedAtB(store, true);
    const review = await until(async () => {
      const items = await inReview([b]);
      return items.length > 0 ? items : null;
    }, 'B’s redemption to be put in review');
    expect(review.map((item) => item.id)).toEqual([redeemed.item.id]);
    expect(review[0]!.review).toMatchObject({
      evidence: { expectedPreviousCount: 50, previousCount: 49 },
    });
    await store.settle();
    // A's stamp landed after the redemption: the card is wrong, and the review says so.
    expect((await at.world.counts()).get(ada)).toBe(1);
    expect(await shown(store.tills, ada)).toEqual([1, 1, 1]);
  });
});

it('a stamp whose answer was lost is not put in review when another till’s stamp came between', async () => {
  await withTills(at.world, async (store) => {
    const [a, b] = store.tills as [Till, Till, Till];
    const ada = await memberAt(at.world, store.tills, 3);
    await stamp(b, ada);
    await drained(b.core);
    expect((await at.world.counts()).get(ada)).toBe(4);
    a.line.loseAnswers(1);
    const stamped = await stamp(a, ada);
    await drained(a.core);
    expect(a.line.lost).toBe(1);
    const answered = await a.core.handlers['queue.list']({
      states: ['synced', 'needsReview'],
      limit: 10,
    });
    const item = answered.items.find((i) => i.id === stamped.item.id);
    expect(item?.state).toBe('synced');
    expect(item?.attempts).toBeGreaterThan(1);
    expect((await at.world.counts()).get(ada)).toBe(5);
    expect(await shown(store.tills, ada)).toEqual([5, 5, 5]);
    expect(await inReview(store.tills)).toEqual([]);
  });
});
