// The steps and the checks the store's model tests share, whether the tills run in the test's
// process or each in its own: a cashier's change at a till (kept in the model when the till took
// it), a person closing what was set aside for review, and the checks once the store is whole.
import fc from 'fast-check';
import { expect } from 'vitest';
import { API_PATHS } from '@shared/api';
import type { Handlers } from '@shared/ipc/dispatch';
import { AppError } from '@shared/ipc/errors';
import type { CheckInAction, OutboxItemView } from '@shared/ipc/views';
import type { World } from '../../world';
import { addMember } from './storeOfStations';
import { causalCounts, StoreModel } from './storeModelOracle';

/** A till as the checks drive it: its name and its channels. */
export interface ModelTill {
  name: string;
  handlers: Handlers;
}

export type ChangeStep =
  | { op: 'stamp' | 'redeem' | 'undo'; till: number; member: number }
  | { op: 'set'; till: number; member: number; count: number };

const REASON = 'counted again at the till';

/** A cashier's change at a random till on a random member, stamps the most often. */
export function changeStep(tills: number, members: number): fc.Arbitrary<ChangeStep> {
  const till = fc.nat(tills - 1);
  const member = fc.nat(members - 1);
  return fc.oneof(
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
  );
}

/** A refusal the counter gives a cashier (a card redeemed elsewhere, an item in review). */
async function unlessRefused<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AppError && ['conflict', 'invalid'].includes(error.kind)) return null;
    throw error;
  }
}

/** Makes the change at its till; returns the item it queued, once the model has it. */
export async function makeChange(
  model: StoreModel,
  tills: readonly ModelTill[],
  members: readonly string[],
  step: ChangeStep,
): Promise<string | null> {
  const customerId = members[step.member]!;
  const handlers = tills[step.till]!.handlers;
  if (step.op === 'undo') {
    const last = model.lastStamp(step.till, customerId);
    if (!last) return null;
    const done = await unlessRefused(handlers['counter.undo']({ itemId: last.itemId, customerId }));
    if (!done) return null;
    model.undone(step.till, last, done.outcome === 'discarded');
    return done.outcome === 'discarded' ? `${last.itemId}.undo` : null;
  }
  const action: CheckInAction =
    step.op === 'set'
      ? { kind: 'set', count: step.count }
      : { kind: step.op === 'stamp' ? 'increment' : 'reset' };
  const done = await unlessRefused(
    handlers['counter.checkIn']({
      customerId,
      action,
      ...(step.op === 'stamp' ? {} : { reason: REASON }),
    }),
  );
  if (!done) return null;
  model.made(step.till, customerId, done.item.id, action);
  return done.item.id;
}

/** New members at the service with these counts, each looked up at every till. */
async function newMembers(
  world: World,
  tills: readonly ModelTill[],
  starts: readonly number[],
): Promise<string[]> {
  const members: string[] = [];
  for (const start of starts) {
    const customerId = await addMember(world, 'Model member');
    await world.call('PUT', API_PATHS.checkIn(customerId), { updatedCount: start });
    for (const till of tills) await till.handlers['counter.member']({ customerId });
    members.push(customerId);
  }
  return members;
}

/**
 * Drains the store (`settle`) and closes what was set aside for review as it is, a person's
 * decision, until nothing is; returns what was closed.
 */
export async function closeReviews(
  tills: readonly ModelTill[],
  settle: () => Promise<void>,
): Promise<OutboxItemView[]> {
  const reviewed: OutboxItemView[] = [];
  for (;;) {
    await settle();
    const held = await Promise.all(
      tills.map((till) => till.handlers['queue.list']({ states: ['needsReview'], limit: 100 })),
    );
    const items = held.flatMap((list, index) => list.items.map((item) => ({ item, index })));
    if (items.length === 0) return reviewed;
    for (const { item, index } of items) {
      reviewed.push(item);
      await tills[index]!.handlers['queue.discard']({ itemId: item.id });
    }
  }
}

interface StoreCheck {
  world: World;
  model: StoreModel;
  members: readonly string[];
  tills: readonly ModelTill[];
  /** What was closed after review (closeReviews). */
  reviewed: readonly OutboxItemView[];
  /** The store was split during the run. */
  split: boolean;
  /** The member's visits and changes, for a failure's message. */
  describe(customerId: string): Promise<string>;
}

/**
 * Every till shows the service's count; the service's count is one the changes give in an order
 * that keeps each after what its till knew (unless a review flagged the member); nothing is in
 * review but what the store's order explains; two redemptions made apart are flagged at every
 * till, and nothing else. Returns how many conflicts were expected.
 */
async function checkStore(c: StoreCheck): Promise<number> {
  // In review: a change sent ahead of another till's, that till out of sight (a split), an undo
  // that another till's change raced while out of sight, or an undo of a stamp a later change
  // moved past (not sent: a person decides). Never a change applied once for anything else.
  const ordered = ['main.review.storeOrder', 'main.review.undoRaceKeeps', 'main.review.undoRace'];
  for (const item of c.reviewed) {
    const reason = item.review?.said?.id ?? '';
    if (reason === 'main.review.undoCountMoved' || (c.split && ordered.includes(reason))) continue;
    const why = `${JSON.stringify(item.review)}; ${item.customerId}: ${await c.describe(item.customerId ?? '')}`;
    expect(ordered, why).toContain(reason);
    expect(c.split, `${why} without a split`).toBe(true);
  }
  const flagged = new Set(c.reviewed.map((item) => item.customerId));
  const counts = await c.world.counts();
  for (const customerId of c.members) {
    const service = counts.get(customerId)!;
    const shown = await Promise.all(
      c.tills.map(
        async (till) => (await till.handlers['counter.member']({ customerId })).displayCount,
      ),
    );
    const said = `${customerId}: ${await c.describe(customerId)}`;
    expect(shown, `every till shows the service's count; ${said}`).toEqual(
      shown.map(() => service),
    );
    if (flagged.has(customerId)) continue;
    const possible = causalCounts(c.model.startOf(customerId), c.model.changesOf(customerId));
    expect([...possible], `the service's count in an order the changes allow; ${said}`).toContain(
      service,
    );
  }
  const expected = c.model.conflicts(c.members);
  for (const till of c.tills) {
    const conflicts = await till.handlers['store.conflicts']({});
    const found = conflicts
      .filter((conflict) => c.members.includes(conflict.customerId))
      .map((conflict) =>
        conflict.sides
          .map((side) => side.eventId)
          .sort()
          .join('+'),
      )
      .sort();
    expect(found, `${till.name}'s conflicts`).toEqual(expected);
  }
  return expected.length;
}

/** A run of the model on a store: its steps, and how the store applies one and comes together. */
export interface ModelRun<Step> {
  world: World;
  tills: readonly ModelTill[];
  steps: readonly Step[];
  /** The members' counts at the service before the steps. */
  starts: readonly number[];
  apply(model: StoreModel, members: string[], step: Step): Promise<void>;
  /** Every till back, linked and on its line, and every queue drained. */
  settle(): Promise<void>;
  /** The store was split during the run. */
  split: boolean;
  /** The member's visits and changes, for a failure's message. */
  describe(model: StoreModel, customerId: string): Promise<string>;
}

/** What a run did, for the log. */
export interface RunCount {
  changes: number;
  reviewed: number;
  conflicts: number;
}

/** New members at their counts, the steps, then the store together, drained and checked. */
export async function runModel<Step>(run: ModelRun<Step>): Promise<RunCount> {
  const members = await newMembers(run.world, run.tills, run.starts);
  const model = new StoreModel(run.tills.length, members, run.starts);
  for (const step of run.steps) await run.apply(model, members, step);
  const reviewed = await closeReviews(run.tills, run.settle);
  const conflicts = await checkStore({
    world: run.world,
    model,
    members,
    tills: run.tills,
    reviewed,
    split: run.split,
    describe: (customerId) => run.describe(model, customerId),
  });
  const changes = members.reduce((n, member) => n + model.changesOf(member).length, 0);
  return { changes, reviewed: reviewed.length, conflicts };
}
