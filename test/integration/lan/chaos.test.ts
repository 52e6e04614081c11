// Chaos across a store: three station processes and one service, random stamps and redemptions on
// random members at random tills, stations killed with SIGKILL and started again, the service
// stopped and started, the store's network split and healed, for PASSDESK_CHAOS_SECONDS (60 by
// default). Then everything is brought back and drained, and: no stamp is lost, none is applied
// twice unflagged, and no card was redeemed twice while the store's network was whole.
// PASSDESK_CHAOS_SEED replays a run (the seed is printed when it fails).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '@shared/ipc/errors';
import { seeded } from '../../fixtures/history';
import { drained, startWorld, type World } from '../core/world';
import {
  knowMembers,
  pairAll,
  REDEEM,
  startCluster,
  untilConverged,
  untilLinked,
  untilVisits,
  type Cluster,
  type StationProcess,
} from './cluster';

const SECONDS = Number(process.env['PASSDESK_CHAOS_SECONDS'] ?? 60);
const SEED = Number(process.env['PASSDESK_CHAOS_SEED'] ?? Date.now() % 1_000_000);
const STAMPED = 16;
const REDEEMED = 40;
/** Waits for the store to come together again: generous, for a loaded 2-core machine. */
const HEAL_LIMIT_MS = 90_000;

let world: World;
let cluster: Cluster;
let stations: StationProcess[];
beforeAll(async () => {
  world = await startWorld();
  cluster = await startCluster(world, ['Till A', 'Till B', 'Till C']);
  stations = cluster.stations;
}, 180_000);
afterAll(async () => {
  await cluster?.close();
  await world?.close();
});

interface Redemption {
  member: string;
  station: string;
  itemId: string;
  /** Made while every station ran, shared and held the same document. */
  whole: boolean;
}

/** What the test did to the store, and what the tills confirmed. */
class Run {
  readonly random = seeded(SEED);
  /** Confirmed stamps, by member. */
  readonly stamped = new Map<string, string[]>();
  readonly redemptions: Redemption[] = [];
  /** Redemptions refused because another till had redeemed the card. */
  refused = 0;
  /** Which tills tried to redeem each member (each tries a card once). */
  readonly tried = new Map<string, Set<string>>();
  killed: StationProcess | null = null;
  cutOff: StationProcess | null = null;
  serviceDown = false;
  /** True only after a settle found every station linked and holding the same document. */
  whole = false;
  readonly log: string[] = [];

  constructor(
    readonly stampMembers: string[],
    readonly redeemMembers: string[],
  ) {}

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  running(): StationProcess[] {
    return stations.filter((s) => s !== this.killed);
  }
}

async function stamp(run: Run): Promise<void> {
  const station = run.pick(run.running());
  const member = run.pick(run.stampMembers);
  const { item } = await station.call('counter.checkIn', {
    customerId: member,
    action: { kind: 'increment' },
  });
  run.stamped.set(member, [...(run.stamped.get(member) ?? []), item.id]);
}

async function redeem(run: Run): Promise<void> {
  const station = run.pick(run.running());
  const open = run.redeemMembers.filter((m) => !run.tried.get(m)?.has(station.stationId));
  if (open.length === 0) return;
  const member = run.pick(open);
  run.tried.set(member, (run.tried.get(member) ?? new Set()).add(station.stationId));
  const whole = run.whole;
  try {
    const { item } = await station.call('counter.checkIn', { customerId: member, ...REDEEM });
    run.redemptions.push({ member, station: station.stationId, itemId: item.id, whole });
    // A whole store hears of it within a moment: the next till to see the card knows.
    if (whole) for (const other of stations) await untilVisits(other, [item.id], HEAL_LIMIT_MS);
  } catch (error) {
    if (!(error instanceof AppError) || error.kind !== 'conflict') throw error;
    run.refused++;
  }
}

/** One random step; each disruption ends the store's wholeness until the next settle. */
async function step(run: Run): Promise<void> {
  const roll = run.random();
  if (roll < 0.45) return stamp(run);
  if (roll < 0.7) return redeem(run);
  run.whole = false;
  if (roll < 0.76 && !run.killed) {
    run.killed = run.pick(stations);
    run.log.push(`kill ${run.killed.name}`);
    return run.killed.kill();
  }
  if (roll < 0.82 && run.killed) {
    run.log.push(`restart ${run.killed.name}`);
    await run.killed.start();
    run.killed = null;
    return;
  }
  if (roll < 0.86) {
    run.log.push(run.serviceDown ? 'service up' : 'service down');
    if (run.serviceDown) await world.startServiceAgain();
    else await world.stopService();
    run.serviceDown = !run.serviceDown;
    return;
  }
  if (roll < 0.91 && !run.cutOff) {
    const station = run.pick(run.running());
    run.log.push(`cut off ${station.name}`);
    await station.call('store.setSharing', { on: false });
    run.cutOff = station;
    return;
  }
  if (roll < 0.96 && run.cutOff && run.cutOff !== run.killed) {
    run.log.push(`heal ${run.cutOff.name}`);
    await run.cutOff.call('store.setSharing', { on: true });
    run.cutOff = null;
    return;
  }
  if (!run.killed && !run.cutOff) {
    run.log.push('settle');
    await untilLinked(stations, HEAL_LIMIT_MS);
    await untilConverged(stations, HEAL_LIMIT_MS);
    run.whole = true;
  }
}

/** Every station running, sharing and linked, the service up, and every queue drained. */
async function bringBack(run: Run): Promise<void> {
  if (run.killed) await run.killed.start();
  if (run.cutOff) await run.cutOff.call('store.setSharing', { on: true });
  if (run.serviceDown) await world.startServiceAgain();
  world.setFaults({});
  await untilLinked(stations, HEAL_LIMIT_MS);
  for (const station of stations) await drained(station, HEAL_LIMIT_MS);
  await untilConverged(stations, HEAL_LIMIT_MS);
}

it(
  `keeps a store's stamps and redemptions true through ${SECONDS} s of chaos`,
  async () => {
    await pairAll(stations);
    const members = await world.addMembers(STAMPED + REDEEMED);
    await knowMembers(stations, members);
    const run = new Run(members.slice(0, STAMPED), members.slice(STAMPED));
    // Requests stay in flight long enough for kills to catch some.
    world.setFaults({ latencyMs: 20, latencyJitterMs: 40 });
    const end = Date.now() + SECONDS * 1000;
    let steps = 0;
    try {
      while (Date.now() < end) {
        await step(run);
        steps++;
      }
      await bringBack(run);
    } catch (error) {
      throw new Error(`chaos seed ${SEED} failed after ${run.log.join(', ')}: ${String(error)}`, {
        cause: error,
      });
    }
    const counts = await world.counts();
    const stored = await storedStamps(run.stampMembers);
    const flagged = await flaggedMembers();
    for (const member of run.stampMembers) {
      const mine = stored.get(member) ?? [];
      // Every stamp a till confirmed was kept, and reached the service.
      for (const id of run.stamped.get(member) ?? []) expect(mine).toContain(id);
      expect(counts.get(member), `seed ${SEED}, ${member}`).toBeGreaterThanOrEqual(mine.length);
      // A stamp applied twice is flagged for a person, never silent.
      if (counts.get(member) !== mine.length) expect(flagged.has(member)).toBe(true);
    }

    const conflicts = await Promise.all(stations.map((s) => s.call('store.conflicts', {})));
    for (const member of run.redeemMembers) {
      const taken = run.redemptions.filter((r) => r.member === member);
      // A whole store takes one redemption of a card: any other till refuses it.
      if (taken.some((r) => r.whole)) expect(taken, `seed ${SEED}, ${member}`).toHaveLength(1);
      if (taken.length < 2) continue;
      // Two taken on either side of a split (or a till down) are shown at every till.
      for (const atStation of conflicts) {
        const flaggedIds = new Set(
          atStation
            .filter((x) => x.customerId === member)
            .flatMap((x) => x.sides.map((s) => s.eventId)),
        );
        for (const r of taken) expect(flaggedIds, `seed ${SEED}, ${member}`).toContain(r.itemId);
      }
    }
    console.log(
      `chaos seed ${SEED}: ${steps} steps in ${SECONDS} s; ${[...run.stamped.values()].flat().length} stamps, ` +
        `${run.redemptions.length} redemptions (${run.refused} refused); ${run.log.length} disruptions`,
    );
  },
  (SECONDS + 300) * 1000,
);

/** The stamp items the stations stored for these members, whatever their state. */
async function storedStamps(members: string[]): Promise<Map<string, string[]>> {
  const byMember = new Map<string, string[]>();
  for (const station of stations) {
    const { items } = await station.call('queue.list', {
      states: ['pending', 'sending', 'synced', 'failed', 'needsReview', 'discarded'],
      limit: 1000,
    });
    expect(items.length, 'more items than one page of the queue').toBeLessThan(1000);
    for (const item of items) {
      if (item.kind !== 'checkIn' || !members.includes(item.customerId ?? '')) continue;
      expect(['synced', 'needsReview']).toContain(item.state);
      byMember.set(item.customerId!, [...(byMember.get(item.customerId!) ?? []), item.id]);
    }
  }
  return byMember;
}

async function flaggedMembers(): Promise<Set<string>> {
  const flagged = new Set<string>();
  for (const station of stations) {
    const { items } = await station.call('queue.list', { states: ['needsReview'], limit: 1000 });
    for (const item of items) if (item.customerId) flagged.add(item.customerId);
  }
  return flagged;
}
