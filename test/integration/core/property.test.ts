// Property: for any sequence of check-ins, resets, faults and restarts, once the line is clear the
// service's counts equal the cashier's, no item is lost, and every double application is flagged.
// PASSDESK_PROPERTY_RUNS raises the number of cases (bench/core-property.ts runs thousands).
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CheckInAction } from '@shared/ipc/views';
import type { FaultSettings } from '../../../src/service';
import { applyCorrections, Cashier } from './cashier';
import { drained, startStation, startWorld, type Station, type World } from './world';

const RUNS = Number(process.env['PASSDESK_PROPERTY_RUNS'] ?? 50);
const MEMBERS = 3;

const FAULTS: Record<string, FaultSettings> = {
  none: {},
  lostAnswers: { applyThenDropRate: 0.4, dropRate: 0.2 },
  errors: { errorRate: 0.5 },
  keyIgnored: { applyThenDropRate: 0.4, ignoreIdempotencyKey: true },
  slow: { latencyMs: 60, latencyJitterMs: 60 },
};

type Op =
  | { op: 'checkIn'; member: number; action: CheckInAction }
  | { op: 'faults'; name: keyof typeof FAULTS }
  | { op: 'restartCore' }
  | { op: 'restartService' }
  | { op: 'settle' };

const action: fc.Arbitrary<CheckInAction> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'increment' } as const) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reset' } as const) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 8 }).map((count) => ({ kind: 'set', count }) as const),
  },
);

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constant('checkIn' as const),
      member: fc.nat(MEMBERS - 1),
      action,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('faults' as const),
      name: fc.constantFrom(...(Object.keys(FAULTS) as (keyof typeof FAULTS)[])),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'restartCore' } as const) },
  { weight: 1, arbitrary: fc.constant({ op: 'restartService' } as const) },
  { weight: 1, arbitrary: fc.constant({ op: 'settle' } as const) },
);

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

const TIGHT = { requestTimeoutMs: 150, probeIntervalMs: 10, backoff: { baseMs: 1, maxMs: 10 } };

async function runCase(ops: Op[]): Promise<void> {
  const members = await world.addMembers(MEMBERS);
  const dataDir = mkdtempSync(join(world.dir, 'prop-'));
  let station: Station = await startStation(world, { dataDir, ...TIGHT });
  const cashier = new Cashier(() => station.core, members);
  let made = 0;
  try {
    for (const step of ops) {
      if (step.op === 'checkIn') {
        await cashier.act(members[step.member]!, step.action);
        made++;
      } else if (step.op === 'faults') world.setFaults(FAULTS[step.name]!);
      else if (step.op === 'restartCore') {
        await station.close();
        station = await startStation(world, { dataDir, ...TIGHT });
      } else if (step.op === 'restartService') {
        await world.stopService();
        await world.startServiceAgain();
        world.setFaults({});
      } else await drained(station.core);
    }
    world.setFaults({});
    await drained(station.core);
    const before = await world.counts();
    const flagged = await station.core.handlers['queue.list']({
      states: ['needsReview'],
      limit: 1000,
    });
    const flaggedMembers = new Set(flagged.items.map((i) => i.customerId));
    // Nothing doubled silently: a member whose count is off has a flagged item.
    for (const line of cashier.mismatches(before))
      expect(flaggedMembers.has(line.split(':')[0]!)).toBe(true);
    while ((await applyCorrections(station.core)) > 0) await drained(station.core);
    expect(cashier.mismatches(await world.counts())).toEqual([]);
    // No item lost: every check-in the cashier made reached the service.
    const all = await station.core.handlers['queue.list']({
      states: ['pending', 'sending', 'synced', 'failed', 'needsReview', 'discarded'],
      limit: 1000,
    });
    expect(all.items.filter((i) => i.kind === 'checkIn' && i.state === 'synced')).toHaveLength(
      made,
    );
  } finally {
    world.setFaults({});
    await station.close();
  }
}

it(`holds the sync invariants over ${RUNS} random sequences`, async () => {
  await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), runCase), {
    numRuns: RUNS,
  });
}, 600_000);
