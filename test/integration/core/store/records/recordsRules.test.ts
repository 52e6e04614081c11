// The owner's flag rules and the store's opening hours are the store's, not a till's: set at one
// linked till, the other shows them and flags the same visits; changed there, they come back, and
// the first till's flags are looked at again with them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_FLAG_RULES, type FlagRules } from '@shared/flags/flagRules';
import type { Core } from '../../../../../src/main/core';
import { linkedPair } from './linkedPair';
import { movableClock } from '../../../../support/movableClock';
import { addMember } from '../visits/storeOfStations';
import { removeDir } from '../link/linkStations';
import { startStation, startWorld, until, type Station, type World } from '../../world';

let world: World;
const open: Station[] = [];
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close().then(() => removeDir(s.dataDir))));
  await world.close();
});

/** A station on the world's service that listens for the store's other tills on loopback. */
async function till(name: string): Promise<Station> {
  const station = await startStation(world, {
    lan: { port: 0, host: '127.0.0.1', discovery: false, peers: [] },
  });
  open.push(station);
  await station.core.handlers['settings.update']({ stationName: name });
  return station;
}

const settingsOf = (core: Core) => core.handlers['settings.get']({});
const flagsOf = async (core: Core) =>
  (await core.handlers['flags.list']({ state: 'open', limit: 100 })).flags
    .map((flag) => `${flag.signal} ${flag.day} ${flag.customerId ?? flag.staff}`)
    .sort();

/** Closed all week: every stamp is outside the opening hours. */
const CLOSED = Array.from({ length: 7 }, () => null);
const rules = (most: number): FlagRules => ({
  ...DEFAULT_FLAG_RULES,
  manyStamps: { on: true, most },
});

it('the rules set at A apply at B, flag the same visits there, and a change at B reaches A', async () => {
  const [a, b] = [await till('Till A'), await till('Till B')];
  const olga = await a.core.handlers['staff.add']({ name: 'Olga', role: 'owner', pin: '4711' });
  await a.core.handlers['staff.signIn']({ staffId: olga.id, pin: '4711' });
  const invite = await a.core.handlers['store.invite']({});
  await b.core.handlers['store.join']({ address: invite.address, code: invite.code });
  await until(
    async () => (await b.core.handlers['staff.session']({})).people.some((p) => p.id === olga.id),
    'Olga known at B',
  );
  await b.core.handlers['staff.signIn']({ staffId: olga.id, pin: '4711' });

  // B's own rules before: the defaults, and no opening hours.
  expect((await settingsOf(b.core)).openingHours).toBeNull();
  await a.core.handlers['settings.update']({
    flagRules: rules(2),
    openingHours: CLOSED,
    cooldownSeconds: 0,
    earningMinutes: 0,
  });
  const atB = await until(async () => {
    const view = await settingsOf(b.core);
    return view.flagRules.manyStamps.most === 2 && view.openingHours !== null && view;
  }, 'B to take the store’s rules');
  expect(atB.openingHours).toEqual(CLOSED);
  expect(atB.flagRules).toEqual(rules(2));

  // Three stamps at A: more than two in a day, and all outside the hours.
  const ada = await addMember(world, 'Ada');
  for (let stamp = 0; stamp < 3; stamp += 1) {
    const { item } = await a.core.handlers['counter.checkIn']({
      customerId: ada,
      action: { kind: 'increment' },
    });
    expect(item).toBeDefined();
  }
  const both = await until(async () => {
    const [fromA, fromB] = [await flagsOf(a.core), await flagsOf(b.core)];
    return fromB.length === 2 && fromA.length === 2 && { fromA, fromB };
  }, 'both tills to flag the stamps');
  const day = both.fromA[0]!.split(' ')[1];
  expect(both.fromA).toEqual([`manyStamps ${day} ${ada}`, `outsideHours ${day} Olga`]);
  expect(both.fromB).toEqual(both.fromA);

  // The owner raises the threshold at B: A takes it, and its flag of many stamps goes.
  await b.core.handlers['settings.update']({ flagRules: rules(5) });
  await until(
    async () => (await settingsOf(a.core)).flagRules.manyStamps.most === 5,
    'A to take the change made at B',
  );
  const after = await until(async () => {
    const [fromA, fromB] = [await flagsOf(a.core), await flagsOf(b.core)];
    return fromA.length === 1 && fromB.length === 1 && { fromA, fromB };
  }, 'both tills to look again with the new threshold');
  expect(after.fromA).toEqual([`outsideHours ${day} Olga`]);
  expect(after.fromB).toEqual(after.fromA);
  // Neither till's own settings were taken over: each keeps its name.
  expect((await settingsOf(a.core)).stationName).toBe('Till A');
  expect((await settingsOf(b.core)).stationName).toBe('Till B');
  // And nothing either sent was refused by the other.
  for (const { core } of [a, b]) {
    const { peers } = await core.handlers['store.status']({});
    expect(peers.map((peer) => peer.refused ?? 0)).toEqual([0]);
  }
});

it('a till joining a store takes the store’s rules, not its own changed later', async () => {
  const [a, c] = [await till('Till A'), await till('Till C')];
  await a.core.handlers['settings.update']({ flagRules: rules(2), openingHours: CLOSED });
  // C, alone, changes its own rules after A did.
  const own = CLOSED.map(() => ({ open: '09:00', close: '17:00' }));
  await c.core.handlers['settings.update']({ flagRules: rules(9), openingHours: own });
  const invite = await a.core.handlers['store.invite']({});
  await c.core.handlers['store.join']({ address: invite.address, code: invite.code });
  await until(async () => {
    const view = await settingsOf(c.core);
    return view.flagRules.manyStamps.most === 2 && view.openingHours?.[0] === null;
  }, 'C to take the store’s rules');
  // And A keeps its own: C's older store's rules did not come along.
  const atA = await settingsOf(a.core);
  expect(atA.flagRules).toEqual(rules(2));
  expect(atA.openingHours).toEqual(CLOSED);
});

for (const later of ['A', 'B'] as const) {
  it(`rules changed at two tills apart: the later one (at ${later}) wins at both on healing`, async () => {
    const clock = movableClock();
    const { a, b, relay } = await linkedPair(world, { now: clock.now });
    open.push(a, b);
    try {
      relay.split([0], [1]);
      const [first, second] = later === 'A' ? [b, a] : [a, b];
      await first.core.handlers['settings.update']({ flagRules: rules(3), openingHours: CLOSED });
      clock.advance(60_000);
      await second.core.handlers['settings.update']({ flagRules: rules(7) });
      relay.heal();
      await until(async () => {
        const [atA, atB] = [await settingsOf(a.core), await settingsOf(b.core)];
        return atA.flagRules.manyStamps.most === 7 && atB.flagRules.manyStamps.most === 7;
      }, 'both stations to keep the later change');
      // The hours were changed at one till only: both keep them.
      expect((await settingsOf(a.core)).openingHours).toEqual(CLOSED);
      expect((await settingsOf(b.core)).openingHours).toEqual(CLOSED);
    } finally {
      relay.close();
    }
  });
}
