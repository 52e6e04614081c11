// A pass archived here or elsewhere is known to the station: the counter stores nothing for it,
// and a check-in the service refuses as archived is closed as expected, not left failed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { drained, refusal, startStation, startWorld, until, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

async function enrolled(name: string) {
  return world.call<{ customerId: string; cardId: string }>(
    'POST',
    API_PATHS.addUser(world.groupId),
    { dynamicFields: { name } },
  );
}

it('archived on this station: a scan offers nothing, a check-in is refused, nothing is queued', async () => {
  const john = await enrolled('John Archer');
  const station = await startStation(world);
  try {
    const { handlers } = station.core;
    await handlers['members.search']({ query: 'john', limit: 5 });
    await handlers['passes.archive']({ cardId: john.cardId });
    await drained(station.core);

    const scan = await handlers['counter.scan']({ text: john.customerId, source: 'wedge' });
    expect(scan.decision).toEqual({ kind: 'archived' });
    expect(scan.item).toBeUndefined();
    expect(scan.member.archivedAt).toEqual(expect.any(String));

    for (const action of [
      { kind: 'increment' },
      { kind: 'reset' },
      { kind: 'set', count: 2 },
    ] as const) {
      const refused = await refusal(
        handlers['counter.checkIn']({ customerId: john.customerId, action }),
      );
      expect(refused.message).toMatch(/John Archer’s pass is archived.*Nothing was saved/);
    }
    const { items } = await handlers['queue.list']({
      states: ['pending', 'sending', 'failed', 'needsReview'],
      limit: 10,
    });
    expect(items.filter((i) => i.customerId === john.customerId)).toEqual([]);
    const display = await handlers['display.current']({});
    expect(display.customer).toMatchObject({ moment: 'archived', count: null });
    const found = await handlers['members.search']({ query: 'john archer', limit: 5 });
    expect(found.members).toMatchObject([{ customerId: john.customerId, archived: true }]);
  } finally {
    await station.close();
  }
});

it('archived elsewhere: the refused check-in closes quietly, the member is known as archived, and the station survives a restart knowing it', async () => {
  const grace = await enrolled('Grace Other');
  const station = await startStation(world);
  const { handlers } = station.core;
  const dataDir = station.dataDir;
  try {
    await handlers['members.search']({ query: 'grace', limit: 5 });
    // Another station archives the pass; this one has not read the list since.
    await world.call('DELETE', API_PATHS.archivePass(grace.cardId));
    const scan = await handlers['counter.scan']({ text: grace.customerId, source: 'wedge' });
    expect(scan.decision).toEqual({ kind: 'increment' });
    const itemId = scan.item!.id;
    const closed = await until(async () => {
      const { items } = await handlers['queue.list']({
        states: ['discarded', 'failed'],
        limit: 10,
      });
      return items.find((i) => i.id === itemId) ?? null;
    }, 'the refused check-in to close');
    expect(closed.state).toBe('discarded');
    expect(closed.lastError?.message).toMatch(/archived before this reached the service/);
    expect(closed.lastError?.details).toMatchObject({ archived: true, status: 404 });
    const status = await handlers['sync.status']({});
    expect(status).toMatchObject({ failed: 0, lastError: null });
    const member = await handlers['counter.member']({ customerId: grace.customerId, show: false });
    expect(member.archivedAt).toEqual(expect.any(String));
  } finally {
    await station.close();
  }
  const again = await startStation(world, { dataDir });
  try {
    const scan = await again.core.handlers['counter.scan']({
      text: grace.customerId,
      source: 'wedge',
    });
    expect(scan.decision).toEqual({ kind: 'archived' });
  } finally {
    await again.close();
  }
});

it('archived before the station read the list: the member list says so', async () => {
  const ada = await enrolled('Ada Listed');
  await world.call('DELETE', API_PATHS.archivePass(ada.cardId));
  const station = await startStation(world);
  try {
    const { handlers } = station.core;
    await handlers['members.search']({ query: 'ada', limit: 5 });
    await until(
      async () =>
        (await handlers['counter.member']({ customerId: ada.customerId, show: false }))
          .archivedAt ?? null,
      'the list to be read',
    );
    const scan = await handlers['counter.scan']({ text: ada.customerId, source: 'camera' });
    expect(scan.decision).toEqual({ kind: 'archived' });
  } finally {
    await station.close();
  }
});
