// Cases the store model found, each as its fixed list of steps (storeModelRun.ts); a `drain`
// step makes the order the random run had by chance.
import { expect, it } from 'vitest';
import { modelStore } from './storeModelRun';

const store = modelStore();

// A till's change made after another till's stamp waits for it; that stamp waits behind its own
// till's undo in review: the store is settled when a person's decision is all that is left.
it('settles a store whose tills wait for a review at another till', async () => {
  const run = await store.run(
    [
      { op: 'stamp', till: 2, member: 0 },
      { op: 'drain', till: 2 },
      { op: 'redeem', till: 1, member: 0 },
      { op: 'drain', till: 1 },
      { op: 'undo', till: 2, member: 0 },
      { op: 'drain', till: 2 },
      { op: 'stamp', till: 2, member: 0 },
      { op: 'set', till: 0, member: 0, count: 1 },
    ],
    [2, 0],
  );
  expect(run.reviewed).toBe(1);
});
