// What a test does to a store of station processes (cluster.ts) and waits for: pairing, links,
// one shared document, visits arriving, queues drained with a person's decisions.
import { drained, until } from '../../world';
import type { StationProcess } from './cluster';
import type { DocSummary } from './line';

/** The inviter shows a code for each joiner in turn, and the joiner types it. */
export async function pair(inviter: StationProcess, joiners: StationProcess[]): Promise<void> {
  for (const joiner of joiners) {
    const invite = await inviter.call('store.invite', {});
    await joiner.call('store.join', { address: invite.address, code: invite.code });
  }
}

/** The other stations this one shares with now. */
export async function linkedTo(station: StationProcess): Promise<Set<string>> {
  const { peers } = await station.status();
  return new Set(peers.filter((p) => p.state === 'linked').map((p) => p.stationId));
}

/** Waits until each station is linked with every other one of the list. */
export async function untilLinked(stations: StationProcess[], limitMs = 30_000): Promise<void> {
  await until(
    async () => {
      for (const station of stations) {
        const linked = await linkedTo(station);
        for (const other of stations)
          if (other !== station && !linked.has(other.stationId)) return false;
      }
      return true;
    },
    `${stations.map((s) => s.name).join(', ')} to be linked`,
    limitMs,
  );
}

/** Waits until every station holds the same shared document. */
export async function untilConverged(
  stations: StationProcess[],
  limitMs = 30_000,
): Promise<DocSummary> {
  return until(
    async () => {
      const docs = await Promise.all(stations.map((s) => s.doc()));
      return docs.every((d) => d.digest === docs[0]!.digest) ? docs[0]! : null;
    },
    `${stations.map((s) => s.name).join(', ')} to hold the same shared document`,
    limitMs,
  );
}

/** Each station looks the members up while the service answers, as a counter does on a scan. */
export async function knowMembers(stations: StationProcess[], members: string[]): Promise<void> {
  for (const station of stations)
    for (const customerId of members) await station.call('counter.member', { customerId });
}

/** A redemption at the counter: the card set back to nothing, before it is full so with a reason. */
export const REDEEM = { action: { kind: 'reset' }, reason: 'reward given at the till' } as const;

/** Every station of the list, linked to all the others, sharing one document. */
export async function pairAll(stations: StationProcess[]): Promise<void> {
  const [inviter, ...joiners] = stations;
  await pair(inviter!, joiners);
  // Discovery is off on loopback: each till is told where the others listen, as on a network
  // where multicast is blocked.
  for (const station of stations) {
    const others = stations.filter((s) => s !== station && s.listening).map((s) => s.listening!);
    await station.call('settings.update', { peerAddresses: others });
  }
  await untilLinked(stations);
}

/** Waits until a station's shared document holds these visits (by outbox item id). */
export async function untilVisits(
  station: StationProcess,
  itemIds: string[],
  limitMs = 30_000,
): Promise<void> {
  await until(
    async () => {
      const { visits } = await station.doc();
      return itemIds.every((id) => id in visits);
    },
    `${station.name} to hold visits ${itemIds.join(', ')}`,
    limitMs,
  );
}

/**
 * A person's decisions on the items a station set aside for review: a +1 whose answer is kept is
 * accepted as it is (the test then checks the service's count itself), one without an answer is
 * sent again. Returns how many were decided.
 */
export async function decideFlagged(station: StationProcess): Promise<number> {
  const { items } = await station.call('queue.list', { states: ['needsReview'], limit: 1000 });
  for (const item of items) {
    if (item.result) await station.call('queue.discard', { itemId: item.id });
    else await station.call('queue.retry', { itemId: item.id });
  }
  return items.length;
}

/** Every station's queue sent, with anything set aside for review decided, until none is left. */
export async function drainAll(stations: StationProcess[], limitMs = 60_000): Promise<void> {
  for (;;) {
    for (const station of stations) await drained(station, limitMs);
    let decided = 0;
    for (const station of stations) decided += await decideFlagged(station);
    if (decided === 0) return;
  }
}
