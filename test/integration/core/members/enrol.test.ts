// Enrolling at the counter: online and offline, check-ins before the pass is issued, a
// credit-less account, and what the form refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import type { OutboxItemView } from '@shared/ipc/views';
import type { Core } from '../../../../src/main/core';
import { drained, refusal, startStation, startWorld, until, type World } from '../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

interface Listed {
  customerId: string;
  cardId: string;
  dynamicFields: Record<string, string>;
  count?: number;
}
const listed = (w: World) => w.call<Listed[]>('GET', API_PATHS.listUsers(w.groupId));

async function items(core: Core): Promise<OutboxItemView[]> {
  const states = ['pending', 'sending', 'synced', 'failed', 'needsReview', 'discarded'] as const;
  return (await core.handlers['queue.list']({ states: [...states], limit: 1000 })).items;
}

describe('members.enrol', () => {
  it('issues the pass online, and the member is then known by the service’s id', async () => {
    const station = await startStation(world);
    const { member, item } = await station.core.handlers['members.enrol']({
      fields: { name: '  Ada Lovelace ' },
    });
    expect(member.customerId).toMatch(/^local:/);
    expect(member.name).toBe('Ada Lovelace');
    expect(member.displayCount).toBe(0);
    expect(item.kind).toBe('enrol');
    await drained(station.core);
    const { member: issued } = await station.core.handlers['members.get']({
      customerId: member.customerId,
    });
    expect(issued.customerId).toMatch(/^[0-9a-f]{24}$/);
    expect(issued.cardId).toMatch(/^[0-9a-f]{24}$/);
    expect(issued.passPageUrl).toBe(`${world.service.url}/card/${issued.cardId}`);
    const onService = (await listed(world)).find((u) => u.customerId === issued.customerId);
    expect(onService?.dynamicFields).toEqual({ name: 'Ada Lovelace' });
    await station.close();
  });

  it('offline: found at once, checked in at once, sent under the real id once back', async () => {
    const station = await startStation(world);
    await world.stopService();
    try {
      const { member } = await station.core.handlers['members.enrol']({
        fields: { name: 'Émile Zola' },
      });
      const local = member.customerId;
      for (let i = 0; i < 2; i++) {
        await station.core.handlers['counter.checkIn']({
          customerId: local,
          action: { kind: 'increment' },
        });
      }
      const found = await station.core.handlers['members.search']({ query: 'emile', limit: 5 });
      expect(found.members.map((m) => m.customerId)).toEqual([local]);
      expect(found.members[0]!.displayCount).toBe(2);
      const view = await station.core.handlers['counter.member']({ customerId: local });
      expect(view).toMatchObject({ displayCount: 2, pendingCount: 2 });

      await world.startServiceAgain();
      await until(async () => {
        const all = await items(station.core);
        return all.length === 3 && all.every((i) => i.state === 'synced') && all;
      }, 'the enrolment and its check-ins to sync');
      const after = await station.core.handlers['counter.member']({ customerId: local });
      expect(after.customerId).toMatch(/^[0-9a-f]{24}$/);
      expect(after.localId).toBe(local);
      expect(after).toMatchObject({ displayCount: 2, knownCount: 2, pendingCount: 0 });
      const checkIns = (await items(station.core)).filter((i) => i.kind === 'checkIn');
      expect(checkIns.map((i) => i.customerId)).toEqual([after.customerId, after.customerId]);
      const onService = (await listed(world)).find((u) => u.customerId === after.customerId);
      expect(onService).toMatchObject({ dynamicFields: { name: 'Émile Zola' }, count: 2 });
      // A check-in made with the old id after the pass was issued goes to the real member.
      const { item } = await station.core.handlers['counter.checkIn']({
        customerId: local,
        action: { kind: 'increment' },
      });
      expect(item.customerId).toBe(after.customerId);
    } finally {
      await world.startServiceAgain().catch(() => undefined);
      await station.close();
    }
  });

  it('refuses what the form refuses, naming the field, and stores nothing', async () => {
    const station = await startStation(world);
    const before = (await items(station.core)).length;
    const missing = await refusal(
      station.core.handlers['members.enrol']({ fields: { name: '   ' } }),
    );
    // This program declares no member fields: it is asked for a name or a phone number.
    expect(missing.message).toBe('Fill in at least one field, so the member can be found again');
    const phone = await refusal(
      station.core.handlers['members.enrol']({ fields: { phone: '12-34' } }),
    );
    expect(phone.details).toEqual({
      fields: {
        phone:
          'Phone: type + and the country code first (e.g. +44 20 7946 0958), or choose this station’s country in Settings',
      },
      // The same problem as words the page says in its language, and as the refusal's own.
      fieldsSaid: {
        phone: {
          id: 'members.enrol.phoneCountryFirst',
          values: { field: 'Phone', fieldWords: 'members.field.phone' },
        },
      },
    });
    expect(phone.said).toEqual({
      id: 'members.enrol.phoneCountryFirst',
      values: { field: 'Phone', fieldWords: 'members.field.phone' },
    });
    const unknown = await refusal(
      station.core.handlers['members.enrol']({ fields: { name: 'A', shoeSize: '9' } }),
    );
    expect(unknown.message).toContain('this program has no field shoeSize');
    expect(await items(station.core)).toHaveLength(before);
    await station.close();
  });
});

describe('an account without credits', () => {
  let poor: World;
  beforeAll(async () => {
    poor = await startWorld({
      accounts: [{ apiKey: 'core-integration-key-0001', freeCredits: 0, premiumCredits: 0 }],
    });
  });
  afterAll(async () => {
    await poor.close();
  });

  it('fails the enrolment plainly, and its check-ins with it; discarding takes them all', async () => {
    const station = await startStation(poor);
    const heard: OutboxItemView[] = [];
    station.core.events.on('queue.item', (item) => heard.push(item));
    const { member, item: enrolment } = await station.core.handlers['members.enrol']({
      fields: { name: 'Grace Hopper' },
    });
    const { item: stamp } = await station.core.handlers['counter.checkIn']({
      customerId: member.customerId,
      action: { kind: 'increment' },
    });
    const failed = await until(async () => {
      const all = await items(station.core);
      return all.every((i) => i.state === 'failed') && all;
    }, 'both to fail');
    const byId = new Map(failed.map((i) => [i.id, i]));
    expect(byId.get(enrolment.id)?.lastError?.message).toMatch(/credit/i);
    // The check-in that failed with it is reported too (once the commit is on disk), so an open
    // Queue screen shows it.
    await until(
      () => heard.some((i) => i.id === stamp.id && i.state === 'failed'),
      'the check-in’s failure to be reported',
    );
    expect(byId.get(stamp.id)?.lastError?.message).toMatch(
      /^Not sent: the enrolment of Grace Hopper failed \(.*credit.*\)\. Retry or discard that first/i,
    );

    // Retried, the enrolment takes its check-in with it (and fails again: still no credits).
    const retried = await station.core.handlers['queue.retry']({ itemId: enrolment.id });
    expect(retried.item.state).toBe('pending');
    expect((await items(station.core)).find((i) => i.id === stamp.id)?.state).not.toBe('failed');
    await until(async () => {
      const all = await items(station.core);
      return all.every((i) => i.state === 'failed') && all;
    }, 'both to fail again');

    await station.core.handlers['queue.discard']({ itemId: enrolment.id });
    const after = await items(station.core);
    expect(after.map((i) => i.state)).toEqual(['discarded', 'discarded']);
    const found = await station.core.handlers['members.search']({ query: 'grace', limit: 5 });
    expect(found.members).toEqual([]);
    const refused = await refusal(
      station.core.handlers['counter.checkIn']({
        customerId: member.customerId,
        action: { kind: 'increment' },
      }),
    );
    expect(refused.message).toMatch(/enrolment was discarded/);
    await station.close();
  });
});
