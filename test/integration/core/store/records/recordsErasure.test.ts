// A member erased at one station of the store is forgotten at every station, only the erasing
// one sends Delete User, and nothing a peer writes later brings them back.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { relayDocs } from '../../../../support/docRelay';
import { linkedPair } from './linkedPair';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { directoryKey } from '../../../../../src/main/core/store/records/recordShapes';
import {
  drained,
  refusal,
  startStation,
  startWorld,
  until,
  type Station,
  type World,
} from '../../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

/** Whether any of the station's database files holds this text. */
function filesHold(dataDir: string, text: string): boolean {
  return readdirSync(dataDir)
    .filter((name) => name.startsWith('passdesk-live'))
    .some((name) => readFileSync(join(dataDir, name)).includes(text, 0, 'utf8'));
}

const found = async (station: Station, query: string) =>
  (await station.core.handlers['members.search']({ query, limit: 10 })).members.map(
    (m) => m.customerId,
  );
const listed = async (station: Station, query: string) =>
  (
    await station.core.handlers['members.list']({
      query,
      sort: 'name',
      descending: false,
      offset: 0,
      limit: 100,
    })
  ).members.map((m) => m.customerId);
const eraseItems = async (station: Station) =>
  (
    await station.core.handlers['queue.list']({
      states: ['pending', 'sending', 'synced', 'failed', 'needsReview', 'discarded'],
      limit: 1000,
    })
  ).items.filter((i) => i.kind === 'eraseMember');

describe('an erasure shared by the store', () => {
  it('leaves every station without the member, with Delete User sent once, for good', async () => {
    const added = await world.call<{ customerId: string; cardId: string }>(
      'POST',
      API_PATHS.addUser(world.groupId),
      { dynamicFields: { name: 'Isabella Bird' } },
    );
    await world.call('POST', API_PATHS.addUser(world.groupId), {
      dynamicFields: { name: 'Gertrude Bell' },
    });
    const stations = [
      await startStation(world),
      await startStation(world),
      await startStation(world),
    ];
    // D is set up now and joins the store only after the erasure.
    const d = await startStation(world);
    const [a, b, c] = stations as [Station, Station, Station];
    const docs = await Promise.all(stations.map((s) => s.core.sharedDoc()));
    const relay = relayDocs(docs);
    try {
      expect(await found(a, 'isabella')).toEqual([added.customerId]);
      await until(async () => (await listed(c, 'isabella')).length === 1, 'C to learn of Isabella');
      expect(await found(b, 'isabella')).toEqual([added.customerId]);
      // C is cut off while A erases her; it still holds her, and writes her entry again.
      relay.split([0, 1], [2]);
      await world.stopService();
      await a.core.handlers['members.erase']({ customerId: added.customerId, confirm: true });
      expect(await found(a, 'isabella')).toEqual([]);
      expect(await found(b, 'isabella')).toEqual([]);
      expect(await listed(b, 'isabella')).toEqual([]);
      expect(
        (await refusal(b.core.handlers['members.get']({ customerId: added.customerId }))).kind,
      ).toBe('notFound');
      expect(sharedMap(docs[0]!, 'directory').has(directoryKey(added.customerId))).toBe(false);
      expect(await found(c, 'isabella')).toEqual([added.customerId]);
      sharedMap(docs[2]!, 'directory').set(directoryKey(added.customerId), {
        customerId: added.customerId,
        fields: { name: 'Isabella Bird' },
        cardId: added.cardId,
        count: 0,
        readAt: new Date(Date.now() + 60_000).toISOString(),
        dynamicPassId: world.programId,
      });
      relay.heal();
      for (const station of stations) {
        expect(await found(station, 'isabella')).toEqual([]);
        expect(await listed(station, 'isabella')).toEqual([]);
      }
      expect(
        (await refusal(c.core.handlers['members.get']({ customerId: added.customerId }))).kind,
      ).toBe('notFound');
      // A station joining later does not take her in from the entry C wrote.
      const joined = relayDocs([docs[0]!, await d.core.sharedDoc()]);
      expect(await found(d, 'gertrude')).toHaveLength(1);
      expect(await found(d, 'isabella')).toEqual([]);
      joined.close();

      await world.startServiceAgain();
      await drained(a.core);
      expect((await eraseItems(a)).map((i) => i.state)).toEqual(['synced']);
      expect(await eraseItems(b)).toEqual([]);
      expect(await eraseItems(c)).toEqual([]);
      const onService = await world.call<{ customerId: string }[]>(
        'GET',
        API_PATHS.listUsers(world.groupId),
      );
      expect(onService.map((u) => u.customerId)).not.toContain(added.customerId);
    } finally {
      await world.startServiceAgain().catch(() => undefined);
      relay.close();
      for (const station of [...stations, d]) await station.close();
    }
    // Nor is she left in any station's files, in the shared document's stored log or elsewhere.
    for (const [name, station] of Object.entries({ a, b, c })) {
      expect(filesHold(station.dataDir, 'Isabella Bird'), name).toBe(false);
      expect(filesHold(station.dataDir, added.customerId), name).toBe(false);
      expect(filesHold(station.dataDir, 'Gertrude Bell'), name).toBe(true);
    }
  });
});

describe('an erasure of a member enrolled at another till', () => {
  it('by the id the counter still shows: sent under the service’s id by the erasing till only', async () => {
    const { a, b, close } = await linkedPair(world);
    try {
      const { member } = await a.core.handlers['members.enrol']({
        fields: { name: 'Mary Kingsley' },
      });
      await drained(a.core);
      const issued = (await a.core.handlers['counter.member']({ customerId: member.customerId }))
        .customerId;
      expect(issued).not.toBe(member.customerId);
      await until(async () => (await found(b, 'kingsley')).includes(issued), 'B to learn her pass');

      await b.core.handlers['members.erase']({ customerId: member.customerId, confirm: true });
      expect(await found(a, 'kingsley')).toEqual([]);
      await drained(b.core);
      expect((await eraseItems(b)).map((i) => i.state)).toEqual(['synced']);
      expect(await eraseItems(a)).toEqual([]);
      const onService = await world.call<{ customerId: string }[]>(
        'GET',
        API_PATHS.listUsers(world.groupId),
      );
      expect(onService.map((u) => u.customerId)).not.toContain(issued);
    } finally {
      await close();
    }
  });
});
