// A +1 resent after its answer was lost, while another till that stamped the member first was out
// of sight, is put in review (this till cannot tell that stamp from its own applied twice); when
// the store is whole again, the other till's stamp explains the count, and the review closes.
// One the other till's stamp does not explain (the +1 truly applied twice) stays in review.
import { expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { drained } from '../../world';
import { until } from '../../../../unit/core/harness';
import { addMember } from './storeOfStations';
import { modelStore } from './storeModelRun';
import type { Till } from './tillsOnLines';

const model = modelStore();

it('closes the review of a resend once another till, out of sight, explains the count', async () => {
  const run = await model.run(
    [
      { op: 'split', parts: 0 },
      { op: 'stamp', till: 1, member: 0 },
      { op: 'drain', till: 1 },
      { op: 'loseAnswer', till: 0 },
      { op: 'stamp', till: 0, member: 0 },
      { op: 'drain', till: 0 },
    ],
    [2, 0],
  );
  expect(run.reviewed).toBe(0);
  expect(run.changes).toBe(2);
});

/**
 * Ada at 2 at every till; the store split, A alone; B stamps her and its stamp lands; A stamps
 * her and its first answer is lost, so it is sent again. Answers A's resent item.
 */
async function resentWhileSplit() {
  const { world, tills: store } = model;
  const [a, b] = store.tills as [Till, Till, Till];
  const ada = await addMember(world, 'Ada');
  await world.call('PUT', API_PATHS.checkIn(ada), { updatedCount: 2 });
  for (const till of store.tills) await till.core.handlers['counter.member']({ customerId: ada });
  const stamp = (till: Till) =>
    till.core.handlers['counter.checkIn']({ customerId: ada, action: { kind: 'increment' } });
  store.relay.split([0], [1, 2]);
  await stamp(b);
  await drained(b.core);
  a.line.loseAnswers(1);
  const resent = await stamp(a);
  return { world, store, a, ada, resent: resent.item.id };
}

it('offers no correction while the till that may explain the count is out of sight', async () => {
  const { world, store, a, ada, resent } = await resentWhileSplit();
  const review = await until(async () => {
    const held = await a.core.handlers['queue.list']({ states: ['needsReview'], limit: 10 });
    return held.items.find((item) => item.id === resent)?.review ?? null;
  }, 'A’s resend in review');
  // Not "applied twice, set it to 3": that set would take back B's stamp.
  expect(review.correction).toBeNull();
  expect(review.reason).toMatch(/out of sight/);
  await store.settle();
  expect((await world.counts()).get(ada)).toBe(4);
  const left = await a.core.handlers['queue.list']({ states: ['needsReview'], limit: 10 });
  expect(left.items).toEqual([]);
});

it('keeps in review a resend the store does not explain: the +1 applied twice', async () => {
  model.world.setFaults({ ignoreIdempotencyKey: true });
  try {
    const { world, store, a, ada, resent } = await resentWhileSplit();
    await store.settle();
    // 2, b's +1 = 3, a's +1 = 4 and again 5: b's stamp explains one of the three, not both of a's.
    expect((await world.counts()).get(ada)).toBe(5);
    const held = await a.core.handlers['queue.list']({ states: ['needsReview'], limit: 10 });
    expect(held.items.map((item) => item.id)).toEqual([resent]);
    await a.core.handlers['queue.discard']({ itemId: resent });
  } finally {
    model.world.setFaults({});
  }
});
