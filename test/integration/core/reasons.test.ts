// A set and a reset before the card is full are stored only with a reason, which the journal,
// its CSV and the member's history keep; against the embedded service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import {
  drained,
  MAX_STAMPS,
  refusal,
  startStation,
  startWorld,
  type Station,
  type World,
} from './world';

let world: World;
let station: Station;
beforeAll(async () => {
  world = await startWorld();
  station = await startStation(world);
});
afterAll(async () => {
  await station.close();
  await world.close();
});

async function memberAt(count: number): Promise<string> {
  const [member] = await world.addMembers(1);
  await world.call('PUT', API_PATHS.checkIn(member!), { updatedCount: count });
  await station.core.handlers['counter.member']({ customerId: member! });
  return member!;
}

const waiting = async () =>
  (await station.core.handlers['queue.list']({ states: ['pending', 'sending'], limit: 50 })).items;

describe('a change that needs a reason', () => {
  it('refuses a set without one, storing nothing, and keeps the reason given', async () => {
    const h = station.core.handlers;
    const member = await memberAt(2);
    const before = await waiting();
    const refused = await refusal(
      h['counter.checkIn']({ customerId: member, action: { kind: 'set', count: 5 } }),
    );
    expect(refused.kind).toBe('invalid');
    expect(refused.details).toEqual({ reasonNeeded: true, case: 'set' });
    expect(refused.message).toMatch(/Why set the count by hand\? Give a reason/);
    expect(await waiting()).toHaveLength(before.length);

    const bad = await refusal(
      h['counter.checkIn']({
        customerId: member,
        action: { kind: 'set', count: 5 },
        reason: 'paper\ncard',
      }),
    );
    expect(bad.details).toEqual({ reasonNeeded: true, case: 'set' });

    const { item } = await h['counter.checkIn']({
      customerId: member,
      action: { kind: 'set', count: 5 },
      reason: ' Stamps from a paper card ',
    });
    await drained(station.core);
    expect((await world.counts()).get(member)).toBe(5);

    const { entries } = await h['journal.list']({ limit: 50 });
    expect(entries.find((e) => e.itemId === item.id && e.outcome === 'saved')?.reason).toBe(
      'Stamps from a paper card',
    );
    const { csv } = await h['journal.exportCsv']({});
    const saved = csv.split('\r\n').find((l) => l.includes(`,saved,${item.id},`))!;
    expect(saved.endsWith(',Stamps from a paper card')).toBe(true);
    const history = await h['members.history']({ customerId: member });
    expect(history.entries.find((e) => e.id === item.id)).toMatchObject({
      reason: 'Stamps from a paper card',
      // No person named: the role, said in the reader's language.
      who: null,
      whoSaid: { id: 'store.journal.role', values: { role: 'owner' } },
    });
  });

  it('asks for a reset before the card is full, not for one of a full card or a +1', async () => {
    const h = station.core.handlers;
    const member = await memberAt(3);
    const refused = await refusal(
      h['counter.checkIn']({ customerId: member, action: { kind: 'reset' } }),
    );
    expect(refused.details).toEqual({ reasonNeeded: true, case: 'earlyReset' });
    expect(refused.message).toMatch(/before this one is full/);
    await h['counter.checkIn']({
      customerId: member,
      action: { kind: 'reset' },
      reason: 'Reward given early',
    });
    await h['counter.checkIn']({ customerId: member, action: { kind: 'increment' } });
    await drained(station.core);
    expect((await world.counts()).get(member)).toBe(1);

    const full = await memberAt(MAX_STAMPS);
    await h['counter.checkIn']({ customerId: full, action: { kind: 'reset' } });
    await drained(station.core);
    expect((await world.counts()).get(full)).toBe(0);
  });
});
