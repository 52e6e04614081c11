// The manager lock as a caller meets it: parallel guesses judged one at a time, the lock's expiry
// announced, a manager's queue items and the journal's export kept from cashiers, and a damaged
// PIN file that keeps the lock closed while the counter goes on.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LockView } from '@shared/ipc/views';
import { drained, refusal, startStation, startWorld, until, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

it('judges forty parallel wrong PINs one at a time: the free tries, then a wait of the policy', async () => {
  const station = await startStation(world);
  const h = station.core.handlers;
  await h['lock.setPin']({ pin: '7391' });
  await h['lock.lock']({});
  const outcomes = await Promise.allSettled(
    Array.from({ length: 40 }, (_, i) => h['lock.unlock']({ pin: String(2000 + i) })),
  );
  const refusals = await Promise.all(
    outcomes.map((o) =>
      refusal(o.status === 'rejected' ? Promise.reject(o.reason) : Promise.resolve()),
    ),
  );
  expect(refusals.filter((r) => r.kind === 'forbidden')).toHaveLength(5);
  expect(refusals.filter((r) => r.kind === 'rateLimited')).toHaveLength(35);
  const { waitUntil } = await h['lock.status']({});
  expect(Date.parse(waitUntil!) - Date.now()).toBeLessThanOrEqual(30_000);
  // The right PIN during the wait does not open the lock.
  expect((await refusal(h['lock.unlock']({ pin: '7391' }))).kind).toBe('rateLimited');
  expect((await h['lock.status']({})).unlocked).toBe(false);
  await station.close();
});

it('announces the lock closing when its time is up', async () => {
  const station = await startStation(world, { managerUnlockMs: 300 });
  const h = station.core.handlers;
  const heard: LockView[] = [];
  station.core.events.on('lock.changed', (view) => heard.push(view));
  await h['lock.setPin']({ pin: '7391' });
  expect(heard.at(-1)?.unlocked).toBe(true);
  await until(() => heard.some((v) => v.pinSet && !v.unlocked), 'the lock to announce its expiry');
  expect((await h['lock.status']({})).unlocked).toBe(false);
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
  await h['lock.setPin']({ pin: '4826' });
  await h['lock.lock']({});

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
    expect(reason.message).toMatch(/needs the manager PIN\.$/);
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
  await h['lock.unlock']({ pin: '4826' });
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

it('keeps the counter working and the lock closed with the reason when the PIN file is damaged', async () => {
  const station = await startStation(world);
  const [member] = await world.addMembers(1);
  await station.core.handlers['lock.setPin']({ pin: '9513' });
  await station.close();
  const file = join(station.dataDir, 'manager-pin.json');
  writeFileSync(file, '{"salt": "damaged');
  const again = await startStation(world, { dataDir: station.dataDir }).catch((e: unknown) => e);
  // The set-up itself changes settings, which the closed lock refuses: open the core plainly.
  expect(again).toMatchObject({ kind: 'forbidden' });
  const { createCore, MemoryKeyStore } = await import('../../../src/main/core');
  const core = await createCore({
    dataDir: station.dataDir,
    keyStore: new MemoryKeyStore({
      apiKey: 'core-integration-key-0001',
      origin: new URL(world.service.url).origin,
    }),
  });
  const h = core.handlers;
  const scan = await h['counter.scan']({ text: member!, source: 'wedge' });
  expect(scan.item?.kind).toBe('checkIn');
  const view = await h['lock.status']({});
  expect(view).toMatchObject({ pinSet: true, unlocked: false });
  expect(view.problem).toContain(file);
  const refused = await refusal(h['templates.list']({ refresh: false }));
  expect(refused.kind).toBe('forbidden');
  expect(refused.message).toContain(file);
  await core.close();
});
