// A +1 resent after its answer was lost, while another till that stamped the member first was out
// of sight, is put in review (this till cannot tell that stamp from its own applied twice); when
// the store is whole again, the other till's stamp explains the count, and the review closes.
import { expect, it } from 'vitest';
import { modelStore } from './storeModelRun';

const store = modelStore();

it('closes the review of a resend once another till, out of sight, explains the count', async () => {
  const run = await store.run(
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
