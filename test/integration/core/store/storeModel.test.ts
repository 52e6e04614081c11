// Model: three tills of one store and one service, random stamps, redemptions, sets and undos at
// random tills, answers lost, lines dropped, the store split and healed. Once every line is up
// and the store whole: every till shows the service's count; the service's count is what the
// store's changes give in some order that keeps the order they were made in (concurrent stamps
// both counted); two redemptions made apart are flagged at every till; and nothing is in review
// but a change sent ahead of another till's earlier one while that till was out of sight.
// PASSDESK_STORE_MODEL_RUNS raises the number of cases; PASSDESK_STORE_MODEL_SEED (and _PATH, as
// fast-check prints them) replays one.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { AppError } from '@shared/ipc/errors';
import type { CheckInAction, OutboxItemView } from '@shared/ipc/views';
import type { World } from '../world';
import { addMember, storeWorld } from './storeOfStations';
import { sharedMap } from '../../../../src/main/core/lan/sharedDoc';
import { causalCounts, StoreModel, type Change } from './storeModelOracle';
import { startTills, type Till, type Tills } from './tillsOnLines';

const RUNS = Number(process.env['PASSDESK_STORE_MODEL_RUNS'] ?? 4);
const SEED = process.env['PASSDESK_STORE_MODEL_SEED'];
const PATH = process.env['PASSDESK_STORE_MODEL_PATH'];
const MEMBERS = 2;
const TILLS = 3;
const REASON = 'counted again at the till';
const PARTS: number[][][] = [
  [[0], [1, 2]],
  [[1], [0, 2]],
  [[2], [0, 1]],
  [[0], [1], [2]],
];

type Op =
  | { op: 'stamp' | 'redeem' | 'undo'; till: number; member: number }
  | { op: 'set'; till: number; member: number; count: number }
  | { op: 'loseAnswer' | 'cut' | 'mend'; till: number }
  | { op: 'split'; parts: number }
  | { op: 'heal' | 'sync' };

const till = fc.nat(TILLS - 1);
const member = fc.nat(MEMBERS - 1);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ op: fc.constant('stamp' as const), till, member }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('redeem' as const), till, member }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('undo' as const), till, member }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('set' as const),
      till,
      member,
      count: fc.integer({ min: 0, max: 10 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constantFrom('loseAnswer' as const, 'cut' as const, 'mend' as const),
      till,
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
beforeAll(async () => {
  store = await startTills(at.world, ['Till A', 'Till B', 'Till C']);
}, 120_000);
afterAll(async () => {
  await store?.close();
});

/** A refusal the counter gives a cashier (a card redeemed elsewhere, an item in review). */
async function unlessRefused<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AppError && ['conflict', 'invalid'].includes(error.kind)) return null;
    throw error;
  }
}

async function apply(world: World, model: StoreModel, members: string[], step: Op) {
  const tills = store.tills;
  if (step.op === 'stamp' || step.op === 'redeem' || step.op === 'set') {
    const customerId = members[step.member]!;
    const action: CheckInAction =
      step.op === 'set'
        ? { kind: 'set', count: step.count }
        : { kind: step.op === 'stamp' ? 'increment' : 'reset' };
    const done = await unlessRefused(
      tills[step.till]!.core.handlers['counter.checkIn']({
        customerId,
        action,
        ...(step.op === 'stamp' ? {} : { reason: REASON }),
      }),
    );
    if (done) model.made(step.till, customerId, done.item.id, action);
  } else if (step.op === 'undo') {
    const customerId = members[step.member]!;
    const last = model.lastStamp(step.till, customerId);
    if (!last) return;
    const done = await unlessRefused(
      tills[step.till]!.core.handlers['counter.undo']({ itemId: last.itemId, customerId }),
    );
    if (done) model.undone(step.till, last, done.outcome === 'discarded');
  } else if (step.op === 'loseAnswer') tills[step.till]!.line.loseAnswers(1);
  else if (step.op === 'cut') tills[step.till]!.line.cut();
  else if (step.op === 'mend') tills[step.till]!.line.mend();
  else if (step.op === 'split') {
    store.relay.split(...PARTS[step.parts]!);
    model.split(PARTS[step.parts]!);
  } else {
    if (step.op === 'sync') await store.settle();
    store.relay.heal();
    model.heal();
  }
  void world;
}

/** Every line up, the store whole, queues drained; what a person must decide is closed as it is. */
async function settleAll(): Promise<OutboxItemView[]> {
  const reviewed: OutboxItemView[] = [];
  for (;;) {
    await store.settle();
    const held = await Promise.all(
      store.tills.map((t) =>
        t.core.handlers['queue.list']({ states: ['needsReview'], limit: 100 }),
      ),
    );
    const items = held.flatMap((list, index) => list.items.map((item) => ({ item, index })));
    if (items.length === 0) return reviewed;
    for (const { item, index } of items) {
      reviewed.push(item);
      await store.tills[index]!.core.handlers['queue.discard']({ itemId: item.id });
    }
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

async function check(world: World, model: StoreModel, members: string[], split: boolean) {
  const reviewed = await settleAll();
  const counts = await world.counts();
  // In review: a change sent ahead of another till's, that till out of sight (a split), an undo
  // that another till's change raced while out of sight, or an undo of a stamp a later change
  // moved past (not sent: a person decides). Never a change applied once for anything else.
  for (const item of reviewed) {
    const reason = item.review?.said?.id ?? '';
    const why = JSON.stringify(item.review);
    if (reason === 'main.review.undoCountMoved') continue;
    expect(
      ['main.review.storeOrder', 'main.review.undoRaceKeeps', 'main.review.undoRace'],
      why,
    ).toContain(reason);
    expect(split, `${why} without a split`).toBe(true);
  }
  const flaggedMembers = new Set(reviewed.map((item) => item.customerId));
  stats.reviewed += reviewed.length;
  for (const customerId of members) {
    const service = counts.get(customerId)!;
    const shown = await Promise.all(
      store.tills.map(
        async (t: Till) => (await t.core.handlers['counter.member']({ customerId })).displayCount,
      ),
    );
    const said = `${customerId}: ${describe(model, customerId)}`;
    expect(shown, `every till shows the service's count; ${said}`).toEqual(
      shown.map(() => service),
    );
    if (flaggedMembers.has(customerId)) continue;
    const changes: Change[] = model.changesOf(customerId);
    expect(
      [...causalCounts(model.startOf(customerId), changes)],
      `the service's count in an order the changes allow; ${said}`,
    ).toContain(service);
  }
  // Two redemptions made apart are flagged, the same at every till, and nothing else is.
  const expected = model.conflicts(members);
  stats.conflicts += expected.length;
  for (const t of store.tills) {
    const conflicts = await t.core.handlers['store.conflicts']({});
    const flagged = conflicts
      .filter((c) => members.includes(c.customerId))
      .map((c) =>
        c.sides
          .map((side) => side.eventId)
          .sort()
          .join('+'),
      )
      .sort();
    expect(flagged, `${t.name}'s conflicts`).toEqual(expected);
  }
}

const stats = { runs: 0, changes: 0, reviewed: 0, conflicts: 0 };

it('keeps every till and the service on one count through random changes, splits and lost answers', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(op, { minLength: 6, maxLength: 24 }),
      fc.array(fc.integer({ min: 0, max: 5 }), { minLength: MEMBERS, maxLength: MEMBERS }),
      async (ops, starts) => {
        await settleAll();
        const world = at.world;
        const members: string[] = [];
        for (const start of starts) {
          const customerId = await addMember(world, 'Model member');
          await world.call('PUT', API_PATHS.checkIn(customerId), { updatedCount: start });
          for (const t of store.tills) await t.core.handlers['counter.member']({ customerId });
          members.push(customerId);
        }
        const model = new StoreModel(TILLS, members, starts);
        for (const step of ops) await apply(world, model, members, step);
        await check(
          world,
          model,
          members,
          ops.some((step) => step.op === 'split'),
        );
        stats.runs++;
        stats.changes += members.reduce((n, m) => n + model.changesOf(m).length, 0);
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
