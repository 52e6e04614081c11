// Enrolments and the member directory shared by the stations of one store: a member enrolled at
// one till offline is found and checked in at another, and a new till starts from the store's
// directory without the service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import type { OutboxItemView } from '@shared/ipc/views';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { createCore, MemoryKeyVault, type Core } from '../../../../../src/main/core';
import { relayDocs } from '../../../../support/docRelay';
import { linkedPair } from './linkedPair';
import { paired } from '../visits/storeOfStations';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import {
  API_KEY,
  FAST_CORE,
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

async function items(core: Core): Promise<OutboxItemView[]> {
  const states = ['pending', 'sending', 'synced', 'failed', 'needsReview', 'discarded'] as const;
  return (await core.handlers['queue.list']({ states: [...states], limit: 1000 })).items;
}

const found = async (station: Station, query: string) =>
  (await station.core.handlers['members.search']({ query, limit: 10 })).members;

describe('enrolments shared by the store', () => {
  it('a member enrolled at A offline is found and checked in at B; both land under the service’s id', async () => {
    const { a, b, close } = await linkedPair(world);
    // Paired, as the tills of a store are: each counts the other's stamps, whichever lands first.
    const shared = await a.core.sharedDoc();
    shared.transact(() => {
      sharedMap(shared, 'stations').set(a.core.stationId, paired('Till A'));
      sharedMap(shared, 'stations').set(b.core.stationId, paired('Till B'));
    });
    await world.stopService();
    try {
      const { member } = await a.core.handlers['members.enrol']({
        fields: { name: 'Ida Pfeiffer' },
      });
      const local = member.customerId;
      await a.core.handlers['counter.checkIn']({
        customerId: local,
        action: { kind: 'increment' },
      });

      const atB = await found(b, 'pfeiffer');
      expect(atB.map((m) => m.customerId)).toEqual([local]);
      const { item: stampAtB } = await b.core.handlers['counter.checkIn']({
        customerId: local,
        action: { kind: 'increment' },
      });
      expect(stampAtB).toMatchObject({ state: 'pending', customerId: local });

      await world.startServiceAgain();
      await until(async () => {
        const all = await items(a.core);
        return all.length === 2 && all.every((i) => i.state === 'synced') && all;
      }, 'A’s enrolment and check-in to sync');
      const issued = (await a.core.handlers['counter.member']({ customerId: local })).customerId;
      expect(issued).toMatch(/^[0-9a-f]{24}$/);
      await until(async () => {
        const all = await items(b.core);
        return all.length === 1 && all[0]!.state === 'synced' && all;
      }, 'B’s check-in to be sent under the service’s id');
      const atBAfter = await items(b.core);
      expect(atBAfter.map((i) => [i.kind, i.customerId])).toEqual([['checkIn', issued]]);
      expect((await world.counts()).get(issued)).toBe(2);
      // B never sent the enrolment: the service has the member once.
      const names = await world.call<{ dynamicFields: Record<string, string> }[]>(
        'GET',
        API_PATHS.listUsers(world.groupId),
      );
      expect(names.filter((u) => u.dynamicFields.name === 'Ida Pfeiffer')).toHaveLength(1);
      expect((await found(b, 'pfeiffer')).map((m) => m.customerId)).toEqual([issued]);
      // A counter at B still showing the local id is shown the member under the service's id.
      const shown = await b.core.handlers['counter.member']({ customerId: local });
      expect(shown).toMatchObject({ customerId: issued, localId: local, displayCount: 2 });
    } finally {
      await world.startServiceAgain().catch(() => undefined);
      await close();
    }
  });

  it('a check-in at B of a member whose enrolment A discarded is refused plainly', async () => {
    const { a, b, close } = await linkedPair(world);
    await world.stopService();
    try {
      const { member, item: enrolment } = await a.core.handlers['members.enrol']({
        fields: { name: 'Nellie Bly' },
      });
      const { item } = await b.core.handlers['counter.checkIn']({
        customerId: member.customerId,
        action: { kind: 'increment' },
      });
      await a.core.handlers['queue.discard']({ itemId: enrolment.id, withHeld: true });
      await until(async () => {
        const atB = (await items(b.core)).find((i) => i.id === item.id);
        return atB?.state === 'discarded' && atB;
      }, 'B’s check-in to be refused');
      const refused = (await items(b.core)).find((i) => i.id === item.id)!;
      expect(refused.lastError?.message).toContain('enrolment of Nellie Bly was discarded');
      expect(await found(b, 'bly')).toEqual([]);
      const again = await refusal(
        b.core.handlers['counter.checkIn']({
          customerId: member.customerId,
          action: { kind: 'increment' },
        }),
      );
      expect(again.message).toContain('enrolment was discarded');
    } finally {
      await world.startServiceAgain().catch(() => undefined);
      await close();
    }
  });
});

describe('the member directory shared by the store', () => {
  it('a new station fills its member list from the store with the service down', async () => {
    const [id] = await world.addMembers(1);
    const { a, b, close } = await linkedPair(world);
    const c = await startStation(world);
    try {
      // A reads the service's list on its first search; B learns it from A.
      expect((await found(a, 'Member')).length).toBeGreaterThan(0);
      await world.stopService();
      expect(await found(c, 'Member')).toEqual([]);
      const docs = [await a.core.sharedDoc(), await b.core.sharedDoc(), await c.core.sharedDoc()];
      const joined = relayDocs(docs);
      const atC = await found(c, 'Member');
      expect(atC.map((m) => m.customerId)).toContain(id);
      const got = await c.core.handlers['members.get']({ customerId: id! });
      expect(got.member.cardId).not.toBeNull();
      joined.close();
    } finally {
      await world.startServiceAgain().catch(() => undefined);
      await close();
      await c.close();
    }
  });

  it('a till that never reached the service opens the counter on the store’s program and stamps its members', async () => {
    const [id] = await world.addMembers(1);
    const a = await startStation(world);
    expect((await found(a, 'Member')).length).toBeGreaterThan(0);
    const serviceUrl = world.service.url;
    await world.stopService();
    const c = await createCore({
      dataDir: mkdtempSync(join(world.dir, 'station-')),
      keyVault: new MemoryKeyVault({ apiKey: API_KEY, origin: new URL(serviceUrl).origin }),
      ...FAST_CORE,
    });
    const relay = relayDocs([await a.core.sharedDoc()]);
    try {
      await c.handlers['settings.update']({ serviceUrl });
      expect(await c.handlers['counter.program']({})).toBeNull();
      relay.close();
      // A peer's word is checked: an entry that is no template is skipped, the rest taken.
      sharedMap(await a.core.sharedDoc(), 'programs').set('not-a-template', { template: 'x' });
      const joined = relayDocs([await a.core.sharedDoc(), await c.sharedDoc()]);
      const program = await until(
        async () => (await c.handlers['counter.program']({})) ?? false,
        'the store’s program at the new till',
      );
      expect(program.dynamicPassId).toBe(world.programId);
      const atC = (await c.handlers['members.search']({ query: 'Member', limit: 10 })).members;
      expect(atC.map((m) => m.customerId)).toContain(id);
      const { item } = await c.handlers['counter.checkIn']({
        customerId: id!,
        action: { kind: 'increment' },
      });
      expect(item.state).toBe('pending');
      const journal = await c.handlers['journal.list']({ limit: 50 });
      expect(JSON.stringify(journal)).toContain('programs/not-a-template');
      joined.close();
    } finally {
      await world.startServiceAgain().catch(() => undefined);
      await a.close();
      await c.close();
    }
  });
});
