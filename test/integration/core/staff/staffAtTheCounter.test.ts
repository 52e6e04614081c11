// The staff through the core's channels: the manager's channels refuse a cashier, the counter and
// the queue stay open to any cashier, and the journal says which role did what.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drained, refusal, startStation, startWorld, type World } from '../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

it('closes the manager channels to cashiers, keeps the counter open, and journals roles', async () => {
  const station = await startStation(world);
  const h = station.core.handlers;
  const [member] = await world.addMembers(1);
  const owner = await h['staff.add']({ name: 'Olive', role: 'owner', pin: '5150' });
  await h['settings.update']({ stationName: 'Front till' });
  await h['staff.signOut']({});

  for (const call of [
    h['templates.list']({ refresh: false }),
    h['credits.get']({ refresh: false }),
    h['insights.get']({ period: '7d', account: true }),
    h['passes.archive']({ cardId: 'a'.repeat(24) }),
    h['settings.update']({ stationName: 'Renamed' }),
    h['staff.add']({ name: 'Bo', role: 'cashier', pin: '0000' }),
  ]) {
    const refused = await refusal(call);
    expect(refused.kind).toBe('forbidden');
    expect(refused.message).toMatch(/needs (a manager|the owner) to sign in\.$/);
  }
  // The counter, the queue and the counter's own camera stay the cashier's.
  const scan = await h['counter.scan']({ text: member!, source: 'wedge' });
  expect(scan.item?.state).toBeDefined();
  await h['queue.list']({ states: ['pending'], limit: 10 });
  await h['settings.update']({ cameraId: 'usb-camera-2' });
  expect((await h['settings.get']({})).stationName).toBe('Front till');
  await drained(station.core);

  expect((await refusal(h['staff.signIn']({ staffId: owner.id, pin: '1234' }))).kind).toBe(
    'forbidden',
  );
  await h['staff.signIn']({ staffId: owner.id, pin: '5150' });
  await h['settings.update']({ stationName: 'Back till' });

  const { entries } = await h['journal.list']({ limit: 200 });
  const roleOf = (action: string, detail?: RegExp) =>
    entries.find((e) => e.action === action && (!detail || detail.test(e.detail)))?.role;
  expect(roleOf('checkIn')).toBe('cashier');
  // Oldest first: the owner's (the station open before anyone was added), the cashier's camera,
  // the owner's signed in. (The set-up's own change,
  // which named the service the key belongs to, is journaled in the workspace it switched from.)
  const settingsRoles = entries
    .filter((e) => e.action === 'settings.update')
    .map((e) => e.role)
    .reverse();
  expect(settingsRoles).toEqual(['owner', 'cashier', 'owner']);
  const { csv } = await h['journal.exportCsv']({});
  expect(csv.split('\r\n')[0]).toBe(
    'at,serviceTime,action,outcome,itemId,memberId,memberName,station,role,staff,detail,reason',
  );
  await station.close();
});

it('refuses a staff badge scanned at the counter as a member, storing nothing', async () => {
  const station = await startStation(world);
  const h = station.core.handlers;
  const owner = await h['staff.add']({ name: 'Olive', role: 'owner', pin: '5150' });
  const { badge } = await h['staff.issueBadge']({ id: owner.id });
  const refused = await refusal(h['counter.scan']({ text: badge, source: 'wedge' }));
  expect(refused.kind).toBe('invalid');
  expect(refused.message).toContain('staff badge, not a pass');
  const { items } = await h['queue.list']({ states: ['pending', 'synced', 'failed'], limit: 10 });
  expect(items).toEqual([]);
  // The badge still signs its holder in.
  await h['staff.signOut']({});
  expect((await h['staff.signIn']({ badge })).person?.name).toBe('Olive');
  await station.close();
});
