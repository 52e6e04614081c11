// Each station prunes its own visits older than 30 days, by the core's clock, when it opens: the
// shared document stays small, and a peer's visits are left to that peer.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { seenKey } from '../../../../../src/main/core/store/visits/visitShapes';
import { startStation, startWorld, type World } from '../../world';
import { paired } from './storeOfStations';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

const DAY = 86_400_000;

it('deletes its own visits and counts seen older than 30 days on opening, and no peer’s', async () => {
  const start = Date.parse('2026-03-02T10:00:00.000Z');
  let now = start;
  const clock = { now: () => new Date(now) };
  const first = await startStation(world, clock);
  const { customerId } = await world.call<{ customerId: string }>(
    'POST',
    API_PATHS.addUser(world.groupId),
    { dynamicFields: { name: 'Ada' } },
  );
  const h = first.core.handlers;
  // Read first: a count this station knows is a count it shares as seen.
  expect((await h['counter.member']({ customerId })).knownCount).toBe(0);
  const old = await h['counter.checkIn']({ customerId, action: { kind: 'increment' } });
  now = start + 2 * DAY;
  const recent = await h['counter.checkIn']({ customerId, action: { kind: 'increment' } });
  const doc = await first.core.sharedDoc();
  const peer = {
    customerId,
    dynamicPassId: world.programId,
    stationId: 'till-2',
    stationName: 'Till 2',
    staffName: null,
    kind: 'stamp',
    at: new Date(start - DAY).toISOString(),
    seq: 1,
    countBefore: 0,
    countAfter: 1,
    priorRedemption: null,
    override: null,
  };
  doc.transact(() => {
    sharedMap(doc, 'stations').set('till-2', paired('Till 2'));
    sharedMap(doc, 'visits').set('peer-item', peer);
    sharedMap(doc, 'seen').set(seenKey('till-2', customerId), { count: 1, at: peer.at });
  });
  await first.close();

  now = start + 31 * DAY + 60_000;
  const again = await startStation(world, { ...clock, dataDir: first.dataDir });
  const reopened = await again.core.sharedDoc();
  const visits = sharedMap(reopened, 'visits');
  expect(visits.has(old.item.id)).toBe(false);
  expect(visits.has(recent.item.id)).toBe(true);
  expect(visits.has('peer-item')).toBe(true);
  const seen = sharedMap(reopened, 'seen');
  expect(seen.has(seenKey(again.core.stationId, customerId))).toBe(true);
  expect(seen.has(seenKey('till-2', customerId))).toBe(true);

  now = start + 33 * DAY;
  await again.close();
  const later = await startStation(world, { ...clock, dataDir: first.dataDir });
  const last = await later.core.sharedDoc();
  expect(sharedMap(last, 'visits').has(recent.item.id)).toBe(false);
  expect(sharedMap(last, 'seen').has(seenKey(later.core.stationId, customerId))).toBe(false);
  await later.close();
});
