// One run of the in-process store model: three tills on their own lines to the world's service,
// the steps of a run (drawn at random by storeModel.test.ts, or a fixed list as a regression
// test's), then the store brought together and checked (storeModelSteps.ts).
import fc from 'fast-check';
import { afterAll, beforeAll } from 'vitest';
import { OUTBOX_STATES } from '@shared/ipc/views';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { drained, type World } from '../../world';
import { storeWorld } from './storeOfStations';
import type { StoreModel } from './storeModelOracle';
import {
  changeStep,
  closeReviews,
  makeChange,
  runModel,
  type ChangeStep,
  type ModelTill,
  type RunCount,
} from './storeModelSteps';
import { startTills, type Tills } from './tillsOnLines';

export const MEMBERS = 2;
const TILLS = 3;
const PARTS: number[][][] = [
  [[0], [1, 2]],
  [[1], [0, 2]],
  [[2], [0, 1]],
  [[0], [1], [2]],
];

/** A step of a run; `drain` (never drawn) waits for one till's queue, to fix a regression's order. */
export type Op =
  | ChangeStep
  | { op: 'loseAnswer' | 'cut' | 'mend' | 'drain'; till: number }
  | { op: 'split'; parts: number }
  | { op: 'heal' | 'sync' };

/** A random step: a cashier's change the most often, then the lines', then the store's network. */
export const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 14, arbitrary: changeStep(TILLS, MEMBERS) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constantFrom('loseAnswer' as const, 'cut' as const, 'mend' as const),
      till: fc.nat(TILLS - 1),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('split' as const), parts: fc.nat(PARTS.length - 1) }),
  },
  { weight: 2, arbitrary: fc.constantFrom({ op: 'heal' as const }, { op: 'sync' as const }) },
);

const isChange = (step: Op): step is ChangeStep =>
  ['stamp', 'redeem', 'undo', 'set'].includes(step.op);

/** The store of a file's tests: a run of steps on it, and its world and tills for a test's own. */
export interface ModelStore {
  run(ops: readonly Op[], starts: number[]): Promise<RunCount>;
  readonly world: World;
  readonly tills: Tills;
}

/** The file's store: its world, and three tills started before its tests. */
export function modelStore(): ModelStore {
  const at = storeWorld();
  let store: Tills;
  let tills: ModelTill[];
  beforeAll(async () => {
    store = await startTills(at.world, ['Till A', 'Till B', 'Till C']);
    tills = store.tills.map((till) => ({ name: till.name, handlers: till.core.handlers }));
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });
  return {
    run: (ops, starts) => modelRun(at.world, store, tills, ops, starts),
    get world() {
      return at.world;
    },
    get tills() {
      return store;
    },
  };
}

async function apply(
  store: Tills,
  tills: ModelTill[],
  model: StoreModel,
  members: string[],
  step: Op,
) {
  if (isChange(step)) await makeChange(model, tills, members, step);
  else if (step.op === 'loseAnswer') store.tills[step.till]!.line.loseAnswers(1);
  else if (step.op === 'cut') store.tills[step.till]!.line.cut();
  else if (step.op === 'mend') store.tills[step.till]!.line.mend();
  else if (step.op === 'drain') await drained(store.tills[step.till]!.core);
  else if (step.op === 'split') {
    store.relay.split(...PARTS[step.parts]!);
    model.split(PARTS[step.parts]!);
  } else {
    if (step.op === 'sync') await store.settle();
    store.relay.heal();
    model.heal();
  }
}

/**
 * The member's visits in Till A's document, each till's items of the member and the model's
 * changes, for a failure's message.
 */
async function describe(
  store: Tills,
  tills: ModelTill[],
  model: StoreModel,
  customerId: string,
): Promise<string> {
  const visits: unknown[] = [];
  sharedMap(store.docs[0]!, 'visits').forEach((value, key) => {
    const visit = value as Record<string, unknown>;
    if (visit['customerId'] !== customerId) return;
    const { stationName, kind, clock, after, outcome } = visit;
    visits.push({ key, stationName, kind, clock, after, outcome });
  });
  const changes = model.changesOf(customerId).map(({ itemId, till, effect, past }) => ({
    itemId,
    till,
    effect,
    past: [...past],
  }));
  const items = await Promise.all(
    tills.map(async (till) => {
      const { items: all } = await till.handlers['queue.list']({
        states: [...OUTBOX_STATES],
        limit: 1000,
      });
      return all
        .filter((item) => item.customerId === customerId)
        .map(({ id, state, checkIn, attempts, result, review }) => ({
          id,
          state,
          action: checkIn?.action,
          attempts,
          result,
          review: review?.said ?? null,
        }));
    }),
  );
  return JSON.stringify({ visits, items, changes });
}

/** What the last run left in review closed first, then the run (storeModelSteps.ts). */
async function modelRun(
  world: World,
  store: Tills,
  tills: ModelTill[],
  ops: readonly Op[],
  starts: number[],
): Promise<RunCount> {
  const settle = () => store.settle();
  await closeReviews(tills, settle);
  return runModel({
    world,
    tills,
    steps: ops,
    starts,
    apply: (model, members, step) => apply(store, tills, model, members, step),
    settle,
    split: ops.some((step) => step.op === 'split'),
    describe: (model, customerId) => describe(store, tills, model, customerId),
  });
}
