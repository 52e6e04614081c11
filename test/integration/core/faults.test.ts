// Against the embedded service with its faults: the service's counts end equal to what the
// cashier did, no item is lost, and nothing is applied twice without being flagged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultSettings } from '../../../src/service';
import { applyCorrections, Cashier } from './cashier';
import { drained, startStation, startWorld, until, type Station, type World } from './world';

let world: World;

beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

async function runShift(
  station: Station,
  members: string[],
  steps: number,
  during?: (i: number) => Promise<void>,
): Promise<Cashier> {
  const cashier = new Cashier(() => station.core, members);
  for (let i = 0; i < steps; i++) {
    const member = members[i % members.length]!;
    const action =
      i % 11 === 10
        ? ({ kind: 'reset' } as const)
        : i % 13 === 12
          ? ({ kind: 'set', count: 3 } as const)
          : ({ kind: 'increment' } as const);
    await cashier.act(member, action);
    await during?.(i);
  }
  return cashier;
}

async function outcome(station: Station) {
  const q = (states: ('synced' | 'failed' | 'needsReview' | 'pending' | 'discarded')[]) =>
    station.core.handlers['queue.list']({ states, limit: 1000 }).then((r) => r.items);
  return {
    synced: await q(['synced']),
    failed: await q(['failed']),
    review: await q(['needsReview']),
  };
}

async function withFaults(faults: FaultSettings, steps: number, extra = {}) {
  const members = await world.addMembers(4);
  const station = await startStation(world, extra);
  try {
    world.setFaults(faults);
    const cashier = await runShift(station, members, steps);
    await drained(station.core);
    world.setFaults({});
    const result = await outcome(station);
    return { cashier, station, result, counts: await world.counts() };
  } finally {
    world.setFaults({});
    await station.close();
  }
}

describe('sync against the embedded service with faults', () => {
  it('loses no check-in and applies none twice when answers are lost', async () => {
    const { cashier, result, counts } = await withFaults(
      { applyThenDropRate: 0.3, dropRate: 0.15 },
      40,
    );
    expect(cashier.mismatches(counts)).toEqual([]);
    expect(result.synced).toHaveLength(40);
    expect(result.failed).toEqual([]);
    expect(result.review).toEqual([]);
  });

  it('rides out 500s', async () => {
    const { cashier, result, counts } = await withFaults({ errorRate: 0.4 }, 30);
    expect(cashier.mismatches(counts)).toEqual([]);
    expect(result.synced).toHaveLength(30);
  });

  it('waits out long latency with timeouts and resends under the same key', async () => {
    const { cashier, result, counts } = await withFaults(
      { sequence: [{ latencyMs: 1200 }, { latencyMs: 1200 }, 'ok', { latencyMs: 1200 }] },
      12,
      { requestTimeoutMs: 300 },
    );
    expect(cashier.mismatches(counts)).toEqual([]);
    expect(result.synced).toHaveLength(12);
  });

  it('flags every double application when the service ignores the key, and the corrections fix the counts', async () => {
    const members = await world.addMembers(3);
    const station = await startStation(world);
    try {
      world.setFaults({ applyThenDropRate: 0.35, ignoreIdempotencyKey: true });
      const cashier = await runShift(station, members, 24);
      await drained(station.core);
      world.setFaults({});
      const flagged = (await outcome(station)).review;
      expect(flagged.length).toBeGreaterThan(0);
      const before = await world.counts();
      expect(cashier.mismatches(before).length).toBeGreaterThan(0);
      // Every member whose count is off has a flagged item: nothing doubled silently.
      const off = new Set(cashier.mismatches(before).map((m) => m.split(':')[0]));
      const flaggedMembers = new Set(flagged.map((i) => i.customerId));
      for (const id of off) expect(flaggedMembers.has(id!)).toBe(true);
      while ((await applyCorrections(station.core)) > 0) await drained(station.core);
      expect(cashier.mismatches(await world.counts())).toEqual([]);
    } finally {
      world.setFaults({});
      await station.close();
    }
  });

  it('keeps check-ins while the service is stopped and syncs them on its own when it is back', async () => {
    const members = await world.addMembers(3);
    const station = await startStation(world);
    try {
      const cashier = await runShift(station, members, 6);
      await drained(station.core);
      await world.stopService();
      await until(async () => !(await station.core.handlers['sync.status']({})).online, 'offline');
      for (let i = 0; i < 9; i++) await cashier.act(members[i % 3]!, { kind: 'increment' });
      const offline = await station.core.handlers['sync.status']({});
      expect(offline.pending).toBe(9);
      const shown = await station.core.handlers['counter.member']({ customerId: members[0]! });
      expect(shown.displayCount).toBe(cashier.expected.get(members[0]!));
      expect(shown.pendingCount).toBe(3);
      await world.startServiceAgain();
      await drained(station.core);
      expect(cashier.mismatches(await world.counts())).toEqual([]);
    } finally {
      await station.close();
    }
  });
});

describe('a 429 storm', () => {
  it('honours Retry-After and lands every check-in once', async () => {
    const limited = await startWorld({ rateLimit: { max: 4, windowSeconds: 1 } });
    try {
      const members = await limited.addMembers(3);
      const station = await startStation(limited);
      try {
        const cashier = await runShift(station, members, 12);
        await drained(station.core);
        const { synced, failed } = await outcome(station);
        expect(synced).toHaveLength(12);
        expect(failed).toEqual([]);
        expect(synced.some((i) => i.attempts > 1)).toBe(true);
        expect(cashier.mismatches(await limited.counts())).toEqual([]);
      } finally {
        await station.close();
      }
    } finally {
      await limited.close();
    }
  });
});
