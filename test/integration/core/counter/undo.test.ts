// Undo at the counter against the real embedded service: two stations on one service, an undo
// that keeps the other station's stamp, a change that slips in before the set, the undo window
// and its member, and an item whose answer was lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import type { CheckInAction } from '@shared/ipc/views';
import { wire } from '../wire';
import { drained, refusal, startStation, startWorld, until, type World } from '../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

const stampsOf = (member: string) => API_PATHS.checkIn(member);

async function memberAt(count: number): Promise<string> {
  const [member] = await world.addMembers(1);
  await world.call('PUT', stampsOf(member!), { updatedCount: count });
  return member!;
}

/** Stations A (on a wire the test controls) and B; A has done `action` and it has synced. */
async function aActed(count: number, action: CheckInAction) {
  const member = await memberAt(count);
  const line = wire();
  const [a, b] = await Promise.all([
    startStation(world, { fetch: line.fetch }),
    startStation(world),
  ]);
  const reason = action.kind === 'increment' ? {} : { reason: 'counted at the till' };
  const { item } = await a.core.handlers['counter.checkIn']({
    customerId: member,
    action,
    ...reason,
  });
  await drained(a.core);
  const bStamps = async () => {
    await b.core.handlers['counter.checkIn']({ customerId: member, action: { kind: 'increment' } });
    await drained(b.core);
  };
  const close = () => Promise.all([a.close(), b.close()]);
  return { member, line, a, item, bStamps, close };
}

describe('an undo keeps every other station’s stamps', () => {
  it('count 1, A +1, B +1, A undoes: 2', async () => {
    const { member, a, item, bStamps, close } = await aActed(1, { kind: 'increment' });
    await bStamps();
    expect((await world.counts()).get(member)).toBe(3);

    const undone = await a.core.handlers['counter.undo']({ itemId: item.id, customerId: member });
    expect(undone.outcome).toBe('corrected');
    await drained(a.core);
    expect((await world.counts()).get(member)).toBe(2);
    const [undo] = (await a.core.handlers['queue.list']({ states: ['synced'], limit: 1 })).items;
    expect(undo).toMatchObject({ summary: `Undo: +1 for ${member}`, state: 'synced' });
    const journal = (await a.core.handlers['journal.list']({ limit: 50 })).entries;
    expect(journal.find((e) => e.itemId === undo!.id && e.outcome === 'synced')?.detail).toMatch(
      /undo of \+1 .*count 3 -> 2; the count had moved from 2 to 3 since/,
    );
    const { csv } = await a.core.handlers['journal.exportCsv']({});
    expect(csv).toContain(`undo of +1 for ${member} (item ${item.id})`);
    await close();
  });

  it('keeps B’s stamp when A was offline while B stamped and undid then', async () => {
    const { member, line, a, item, bStamps, close } = await aActed(1, { kind: 'increment' });
    line.offline = true;
    a.core.setNetworkHint(false);
    await until(async () => !(await a.core.handlers['sync.status']({})).online, 'A offline');
    await bStamps();

    const undone = await a.core.handlers['counter.undo']({ itemId: item.id, customerId: member });
    expect(undone.outcome).toBe('corrected');
    line.offline = false;
    a.core.setNetworkHint(true);
    await until(async () => (await a.core.handlers['sync.status']({})).online, 'A online');
    await drained(a.core);
    expect((await world.counts()).get(member)).toBe(2);
    await close();
  });

  it('a stamp that lands between the count read and the set puts the undo in review with both counts', async () => {
    const { member, line, a, item, close } = await aActed(1, { kind: 'increment' });
    // Another station's +1 reaches the service after A read the count, before A's set.
    line.before = {
      match: (method, url, body) =>
        method === 'PUT' && url.endsWith(stampsOf(member)) && body.includes('updatedCount'),
      run: () => world.call('PUT', stampsOf(member)),
    };
    await a.core.handlers['counter.undo']({ itemId: item.id, customerId: member });
    await drained(a.core);
    const [review] = (await a.core.handlers['queue.list']({ states: ['needsReview'], limit: 10 }))
      .items;
    expect(review?.review).toMatchObject({
      evidence: { expectedPreviousCount: 2, previousCount: 3, updatedCount: 1 },
      correction: { updatedCount: 2 },
    });
    expect(review?.review?.reason).toMatch(/count was 3, not the 2 read just before/);

    await a.core.handlers['queue.correct']({ itemId: review!.id });
    await drained(a.core);
    expect((await world.counts()).get(member)).toBe(2);
    const [corrected] = (await a.core.handlers['queue.list']({ states: ['synced'], limit: 1 }))
      .items;
    expect(corrected).toMatchObject({ id: review!.id, summary: `Undo: +1 for ${member}` });
    await close();
  });

  it('an undone set the count moved past since is not sent: a person decides, seeing both counts', async () => {
    const { member, line, a, item, bStamps, close } = await aActed(1, { kind: 'set', count: 5 });
    await bStamps();
    const setsBefore = line.sent.filter((r) => r.body.includes('updatedCount')).length;

    await a.core.handlers['counter.undo']({ itemId: item.id, customerId: member });
    await drained(a.core);
    const [review] = (await a.core.handlers['queue.list']({ states: ['needsReview'], limit: 10 }))
      .items;
    expect(review?.review).toMatchObject({
      evidence: { foundCount: 6, stampedCount: 5, countBeforeStamp: 1 },
      correction: null,
    });
    expect(line.sent.filter((r) => r.body.includes('updatedCount'))).toHaveLength(setsBefore);
    expect((await world.counts()).get(member)).toBe(6);
    await close();
  });
});

describe('an undo whose own answer was lost', () => {
  it('is resent as it was stored, so it never takes a stamp back twice', async () => {
    const { member, a, item, bStamps, close } = await aActed(1, { kind: 'increment' });
    await bStamps();
    // The undo's set lands and its answer is lost; the resend is applied again, as by a service
    // that does not recognise a repeated request.
    world.setFaults({ sequence: ['applyThenDrop'], ignoreIdempotencyKey: true });
    await a.core.handlers['counter.undo']({ itemId: item.id, customerId: member });
    await drained(a.core);
    world.setFaults({});
    const [undo] = (await a.core.handlers['queue.list']({ states: ['synced'], limit: 1 })).items;
    expect(undo).toMatchObject({ summary: `Undo: +1 for ${member}`, attempts: 2 });
    expect((await world.counts()).get(member)).toBe(2);
    await close();
  });
});

describe('the core keeps undo to its window and its member', () => {
  it('refuses another member’s item, and after the window asks a reason, then corrects the count', async () => {
    let clock = Date.parse('2026-03-02T10:00:00Z');
    const station = await startStation(world, { now: () => new Date(clock) });
    const member = await memberAt(2);
    const [other] = await world.addMembers(1);
    const h = station.core.handlers;
    const first = await h['counter.checkIn']({
      customerId: member,
      action: { kind: 'increment' },
    });
    expect(
      (await refusal(h['counter.undo']({ itemId: first.item.id, customerId: other! }))).message,
    ).toMatch(/another member/);
    await drained(station.core);
    expect((await world.counts()).get(member)).toBe(3);

    clock += 10_001;
    const late = await refusal(h['counter.undo']({ itemId: first.item.id, customerId: member }));
    expect(late.kind).toBe('invalid');
    expect(late.details).toEqual({ reasonNeeded: true, case: 'lateUndo' });
    expect(late.message).toMatch(/Why undo this after its window\? Give a reason/);
    expect((await h['queue.list']({ states: ['pending'], limit: 10 })).items).toHaveLength(0);

    const undone = await h['counter.undo']({
      itemId: first.item.id,
      customerId: member,
      reason: '  Stamped twice  ',
    });
    expect(undone.outcome).toBe('corrected');
    await drained(station.core);
    expect((await world.counts()).get(member)).toBe(2);
    const { entries } = await h['journal.list']({ limit: 20 });
    const line = entries.find((e) => e.action === 'checkIn' && e.detail.startsWith('undo of'));
    expect(line?.reason).toBe('Stamped twice');

    const second = await h['counter.checkIn']({
      customerId: member,
      action: { kind: 'increment' },
    });
    clock += 9_000;
    const inWindow = await h['counter.undo']({ itemId: second.item.id, customerId: member });
    expect(['discarded', 'corrected']).toContain(inWindow.outcome);
    await drained(station.core);
    await station.close();
  });
});

describe('an item whose answer was lost is treated as sent', () => {
  it('queues the undo behind it instead of discarding it, so the service ends where it began', async () => {
    const member = await memberAt(4);
    const station = await startStation(world);
    const h = station.core.handlers;
    // The +1 lands, its answer is lost, and the line stays bad for a while.
    world.setFaults({ sequence: ['applyThenDrop', ...Array<'drop'>(400).fill('drop')] });
    const { item } = await h['counter.checkIn']({
      customerId: member,
      action: { kind: 'increment' },
    });
    await until(async () => {
      const [seen] = (await h['queue.list']({ states: ['pending'], limit: 10 })).items;
      return seen?.id === item.id && seen.attempts >= 2;
    }, 'the +1 to be retried after its answer was lost');
    expect((await world.counts()).get(member)).toBe(5);

    const undone = await h['counter.undo']({ itemId: item.id, customerId: member });
    expect(undone.outcome).toBe('corrected');
    world.setFaults({});
    await drained(station.core);
    expect((await world.counts()).get(member)).toBe(4);
    await station.close();
  });
});
