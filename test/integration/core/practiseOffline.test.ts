// Training's offline practice: the station is cut from its service in the core (the transport
// refuses to connect), so the sync engine meets a real outage, and the queue drains once restored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, drained, refusal, startStation, startWorld, until, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

describe('training.practiseOffline', () => {
  it('is refused on a live station, which stays online', async () => {
    const station = await startStation(world, {
      training: { serviceUrl: world.service.url, apiKey: API_KEY },
    });
    const refused = await refusal(station.core.handlers['training.practiseOffline']({ on: true }));
    expect(refused.kind).toBe('forbidden');
    expect(refused.message).toMatch(/only in training mode.*Switch training mode on/);
    expect((await station.core.handlers['settings.get']({})).practisingOffline).toBe(false);
    expect((await station.core.handlers['sync.status']({})).online).toBe(true);
    await station.close();
  });

  it('cuts the training station off: check-ins wait, and drain when the line is back', async () => {
    const station = await startStation(world, {
      training: { serviceUrl: world.service.url, apiKey: API_KEY },
    });
    const { handlers } = station.core;
    await handlers['settings.update']({ trainingMode: true });
    await handlers['templates.list']({ refresh: true });
    const [member] = await world.addMembers(1);

    const cut = await handlers['training.practiseOffline']({ on: true });
    expect(cut.practisingOffline).toBe(true);
    expect(cut.trainingMode).toBe(true);
    await until(async () => !(await handlers['sync.status']({})).online, 'the line seen down');
    const { item } = await handlers['counter.checkIn']({
      customerId: member!,
      action: { kind: 'increment' },
    });
    expect(item.state).toBe('pending');
    const waiting = await handlers['sync.status']({});
    expect(waiting.pending + waiting.sending).toBe(1);
    expect((await world.counts()).get(member!)).toBe(0);
    // The line was found down by a refused request, as a real outage is, and the journal says so.
    const journal = await handlers['journal.list']({ limit: 200 });
    expect(journal.entries.some((e) => e.action === 'line' && e.outcome === 'offline')).toBe(true);

    const restored = await handlers['training.practiseOffline']({ on: false });
    expect(restored.practisingOffline).toBe(false);
    await drained(station.core);
    expect((await world.counts()).get(member!)).toBe(1);
    expect((await handlers['sync.status']({})).online).toBe(true);
    await station.close();
  });

  it('may be called by a cashier and a manager alike, also at once', async () => {
    const station = await startStation(world, {
      training: { serviceUrl: world.service.url, apiKey: API_KEY },
    });
    const { handlers } = station.core;
    await handlers['settings.update']({ trainingMode: true });
    await handlers['staff.add']({ name: 'Olive', role: 'owner', pin: '2468' });
    // Signed in: the owner.
    expect((await handlers['training.practiseOffline']({ on: true })).practisingOffline).toBe(true);
    // Any cashier, whose trainer may have stepped away.
    await handlers['staff.signOut']({});
    expect((await handlers['staff.session']({})).role).toBe('cashier');
    expect((await handlers['training.practiseOffline']({ on: false })).practisingOffline).toBe(
      false,
    );
    const together = await Promise.all([
      handlers['training.practiseOffline']({ on: true }),
      handlers['training.practiseOffline']({ on: true }),
      handlers['training.practiseOffline']({ on: false }),
    ]);
    expect(together.map((view) => view.trainingMode)).toEqual([true, true, true]);
    expect((await handlers['settings.get']({})).practisingOffline).toBe(false);
    await station.close();
  });
});
