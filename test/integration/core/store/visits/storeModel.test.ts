// Model: three tills of one store and one service, random stamps, redemptions, sets and undos at
// random tills, answers lost, lines dropped, the store split and healed. Once every line is up
// and the store whole: every till shows the service's count; the service's count is what the
// store's changes give in some order that keeps the order they were made in (concurrent stamps
// both counted); two redemptions made apart are flagged at every till; and nothing is in review
// but a change sent ahead of another till's earlier one while that till was out of sight.
// PASSDESK_STORE_MODEL_RUNS raises the number of cases; PASSDESK_STORE_MODEL_SEED (and _PATH, as
// fast-check prints them) replays one.
import fc from 'fast-check';
import { afterAll, beforeAll, it } from 'vitest';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { storeWorld } from './storeOfStations';
import { StoreModel } from './storeModelOracle';
import {
  changeStep,
  checkStore,
  closeReviews,
  makeChange,
  modelChanges,
  newMembers,
  type ChangeStep,
  type ModelTill,
} from './storeModelSteps';
import { startTills, type Tills } from './tillsOnLines';

const RUNS = Number(process.env['PASSDESK_STORE_MODEL_RUNS'] ?? 4);
const SEED = process.env['PASSDESK_STORE_MODEL_SEED'];
const PATH = process.env['PASSDESK_STORE_MODEL_PATH'];
const MEMBERS = 2;
const TILLS = 3;
const PARTS: number[][][] = [
  [[0], [1, 2]],
  [[1], [0, 2]],
  [[2], [0, 1]],
  [[0], [1], [2]],
];

type Op =
  | ChangeStep
  | { op: 'loseAnswer' | 'cut' | 'mend'; till: number }
  | { op: 'split'; parts: number }
  | { op: 'heal' | 'sync' };

const op: fc.Arbitrary<Op> = fc.oneof(
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

const isChange = (step: Op): step is ChangeStep =>
  ['stamp', 'redeem', 'undo', 'set'].includes(step.op);

async function apply(model: StoreModel, members: string[], step: Op): Promise<void> {
  if (isChange(step)) await makeChange(model, tills, members, step);
  else if (step.op === 'loseAnswer') store.tills[step.till]!.line.loseAnswers(1);
  else if (step.op === 'cut') store.tills[step.till]!.line.cut();
  else if (step.op === 'mend') store.tills[step.till]!.line.mend();
  else if (step.op === 'split') {
    store.relay.split(...PARTS[step.parts]!);
    model.split(PARTS[step.parts]!);
  } else {
    if (step.op === 'sync') await store.settle();
    store.relay.heal();
    model.heal();
  }
}

/** The member's visits in Till A's document and the model's changes, for a failure's message. */
function describe(model: StoreModel, customerId: string): string {
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
  return JSON.stringify({ visits, changes });
}

const stats = { runs: 0, changes: 0, reviewed: 0, conflicts: 0 };

it('keeps every till and the service on one count through random changes, splits and lost answers', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(op, { minLength: 6, maxLength: 24 }),
      fc.array(fc.integer({ min: 0, max: 5 }), { minLength: MEMBERS, maxLength: MEMBERS }),
      async (ops, starts) => {
        await closeReviews(tills, () => store.settle());
        const members = await newMembers(at.world, tills, starts);
        const model = new StoreModel(TILLS, members, starts);
        for (const step of ops) await apply(model, members, step);
        const reviewed = await closeReviews(tills, () => store.settle());
        stats.conflicts += await checkStore({
          world: at.world,
          model,
          members,
          tills,
          reviewed,
          split: ops.some((step) => step.op === 'split'),
          describe: async (customerId) => describe(model, customerId),
        });
        stats.runs++;
        stats.changes += modelChanges(model, members);
        stats.reviewed += reviewed.length;
      },
    ),
    {
      numRuns: RUNS,
      ...(SEED ? { seed: Number(SEED) } : {}),
      ...(PATH ? { path: PATH } : {}),
      endOnFailure: true,
    },
  );
  console.log(`store model: ${JSON.stringify(stats)}`);
}, 600_000);
