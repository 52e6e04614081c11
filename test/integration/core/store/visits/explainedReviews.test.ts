// A +1 resent after its answer was lost, while another till that stamped the member first was out
// of sight, is put in review (this till cannot tell that stamp from its own applied twice); when
// the store is whole again, the other till's stamp explains the count, and the review closes.
// One the other till's stamp does not explain (the +1 truly applied twice) stays in review.
import { expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { drained } from '../../world';
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

it('keeps in review a resend the store does not explain: the +1 applied twice', async () => {
  const { world, tills: store } = model;
  const [a, b] = store.tills as [Till, Till, Till];
  const ada = await addMember(world, 'Ada');
  await world.call('PUT', API_PATHS.checkIn(ada), { updatedCount: 2 });
  for (const till of store.tills) await till.core.handlers['counter.member']({ customerId: ada });
  const stamp = (till: Till) =>
    till.core.handlers['counter.checkIn']({ customerId: ada, action: { kind: 'increment' } });
  world.setFaults({ ignoreIdempotencyKey: true });
  try {
    store.relay.split([0], [1, 2]);
    await stamp(b);
    await drained(b.core);
    a.line.loseAnswers(1);
    const twice = await stamp(a);
    await store.settle();
    // 2, b's +1 = 3, a's +1 = 4 and again 5: b's stamp explains one of the three, not both of a's.
    expect((await world.counts()).get(ada)).toBe(5);
    const held = await a.core.handlers['queue.list']({ states: ['needsReview'], limit: 10 });
    expect(held.items.map((item) => item.id)).toEqual([twice.item.id]);
    await a.core.handlers['queue.discard']({ itemId: twice.item.id });
  } finally {
    world.setFaults({});
  }
});
