// The staff as a caller meets them: parallel guesses judged one at a time, the idle return
// announced, a manager's queue items and the journal's export kept from cashiers, and a damaged
// staff file that lets nobody sign in while the counter goes on.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SessionView } from '@shared/ipc/staffContract';
import { movableClock } from '../../../support/movableClock';
import { drained, refusal, startStation, startWorld, type World } from '../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

/** An owner and a cashier added; nobody signed in, and no counter without a sign-in. */
async function withStaff(h: Awaited<ReturnType<typeof startStation>>['core']['handlers']) {
  const owner = await h['staff.add']({ name: 'Olive', role: 'owner', pin: '4826' });
  const cashier = await h['staff.add']({ name: 'Cal', role: 'cashier', pin: '1357' });
  await h['staff.setPolicy']({ idleMinutes: 10, anyCashier: false });
  await h['staff.signOut']({});
  return { owner: owner.id, cashier: cashier.id };
}

it('judges forty parallel wrong PINs one at a time: the free tries, then a wait of the policy', async () => {
  const station = await startStation(world);
  const h = station.core.handlers;
  const ids = await withStaff(h);
  const outcomes = await Promise.allSettled(
    Array.from({ length: 40 }, (_, i) =>
      h['staff.signIn']({ staffId: ids.owner, pin: String(2000 + i) }),
    ),
  );
  const refusals = await Promise.all(
    outcomes.map((o) =>
      refusal(o.status === 'rejected' ? Promise.reject(o.reason) : Promise.resolve()),
    ),
  );
  expect(refusals.filter((r) => r.kind === 'forbidden')).toHaveLength(5);
  expect(refusals.filter((r) => r.kind === 'rateLimited')).toHaveLength(35);
  const tile = (await h['staff.session']({})).people.find((p) => p.id === ids.owner);
  expect(Date.parse(tile!.waitUntil!) - Date.now()).toBeLessThanOrEqual(30_000);
  // The right PIN during the wait signs nobody in; another person is not made to wait.
  expect((await refusal(h['staff.signIn']({ staffId: ids.owner, pin: '4826' }))).kind).toBe(
    'rateLimited',
  );
  expect((await h['staff.session']({})).person).toBeNull();
  expect((await h['staff.signIn']({ staffId: ids.cashier, pin: '1357' })).person?.name).toBe('Cal');
  await station.close();
});

it('announces the return to the sign-in when the idle time is up, on the core’s own clock', async () => {
  const clock = movableClock();
  const station = await startStation(world, { now: clock.now, staffTimer: clock.timer });
  const h = station.core.handlers;
  const ids = await withStaff(h);
  const heard: SessionView[] = [];
  station.core.events.on('staff.changed', (view) => heard.push(view));
  await h['staff.signIn']({ staffId: ids.cashier, pin: '1357' });
  expect(heard.at(-1)?.person?.name).toBe('Cal');
  clock.advance(10 * 60_000);
  expect(heard.at(-1)).toMatchObject({ person: null, role: null, whenNobody: 'signIn' });
  expect((await refusal(h['counter.program']({}))).message).toBe(
    'Working at the counter needs a cashier to sign in.',
  );
  await station.close();
});

it('keeps a manager’s queue items and the journal’s export from cashiers, the counter’s items not', async () => {
  const station = await startStation(world);
  const h = station.core.handlers;
  // A failed archive (no such pass) is a manager's item; a failed +1 (no such member) a cashier's.
  const archive = (await h['passes.archive']({ cardId: 'b'.repeat(24) })).item;
  const checkIn = (
    await h['counter.checkIn']({ customerId: 'nobody-here', action: { kind: 'increment' } })
  ).item;
  await drained(station.core);
  const ids = await withStaff(h);
  await h['staff.signIn']({ staffId: ids.cashier, pin: '1357' });

  const asCashier = await Promise.allSettled([
    h['queue.retry']({ itemId: archive.id }),
    h['queue.discard']({ itemId: archive.id }),
    h['queue.correct']({ itemId: archive.id }),
    h['journal.exportCsv']({}),
  ]);
  for (const outcome of asCashier) {
    expect(outcome.status).toBe('rejected');
    const reason = (outcome as PromiseRejectedResult).reason as { kind: string; message: string };
    expect(reason.kind).toBe('forbidden');
    expect(reason.message).toMatch(/needs a manager to sign in\.$/);
  }
  const archiveNow = (await h['queue.list']({ states: ['failed'], limit: 10 })).items;
  expect(archiveNow.find((i) => i.id === archive.id)?.state).toBe('failed');
  // The counter's own item stays the cashier's to decide, in parallel too.
  const counterCalls = await Promise.allSettled([
    h['queue.retry']({ itemId: checkIn.id }),
    h['queue.correct']({ itemId: checkIn.id }),
    h['queue.discard']({ itemId: checkIn.id }),
  ]);
  const kinds = (outcomes: PromiseSettledResult<unknown>[]) =>
    outcomes.map((o) => (o.status === 'rejected' ? (o.reason as { kind: string }).kind : 'ok'));
  expect(kinds(counterCalls)).not.toContain('forbidden');
  expect(kinds(counterCalls)).toContain('ok');

  // A manager decides on a manager's item with every channel, in parallel, and exports.
  await h['staff.signIn']({ staffId: ids.owner, pin: '4826' });
  const asManager = await Promise.allSettled([
    h['queue.retry']({ itemId: archive.id }),
    h['queue.correct']({ itemId: archive.id }),
    h['queue.discard']({ itemId: archive.id }),
    h['journal.exportCsv']({}),
  ]);
  expect(kinds(asManager)).not.toContain('forbidden');
  expect(kinds(asManager).filter((k) => k === 'ok').length).toBeGreaterThanOrEqual(2);
  const csv = asManager[3] as PromiseFulfilledResult<{ csv: string }>;
  expect(csv.value.csv).toContain(archive.id);
  await station.close();
});

it('keeps the counter working and the manager’s channels closed with the reason when the staff file is damaged', async () => {
  const station = await startStation(world);
  const [member] = await world.addMembers(1);
  await withStaff(station.core.handlers);
  await station.close();
  const file = join(station.dataDir, 'staff.json');
  writeFileSync(file, '{"people": "damaged');
  const again = await startStation(world, { dataDir: station.dataDir }).catch((e: unknown) => e);
  // The set-up itself changes the service, which only an owner may: open the core plainly.
  expect(again).toMatchObject({ kind: 'forbidden' });
  const { createCore, MemoryKeyVault } = await import('../../../../src/main/core');
  const core = await createCore({
    dataDir: station.dataDir,
    keyVault: new MemoryKeyVault({
      apiKey: 'core-integration-key-0001',
      origin: new URL(world.service.url).origin,
    }),
  });
  const h = core.handlers;
  const scan = await h['counter.scan']({ text: member!, source: 'wedge' });
  expect(scan.item?.kind).toBe('checkIn');
  const view = await h['staff.session']({});
  expect(view).toMatchObject({ person: null, role: 'cashier', people: [] });
  expect(view.problem).toContain(file);
  const refused = await refusal(h['templates.list']({ refresh: false }));
  expect(refused.kind).toBe('forbidden');
  expect(refused.message).toContain(file);
  await core.close();
});
