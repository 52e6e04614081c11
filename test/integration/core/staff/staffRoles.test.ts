// Rights come from the role, in the core's guard: every channel of the contract called through the
// web host as nobody, a cashier, a manager, the owner and the customer display (each on its own
// station, all at once) is refused or served exactly as access.ts's table says; the display
// reaches only its own channels.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DISPLAY_CHANNELS, LEAST_ROLE, leastRoleOf, mayAct } from '@shared/ipc/access';
import { CHANNELS, type Channel } from '@shared/ipc/contract';
import type { Envelope } from '@shared/ipc/errors';
import { EVERY_CHANNEL, type SessionFacts } from '../../shell/everyChannel';
import { startHost, type Host } from '../../../../src/host/server';
import type { PageRole } from '../../../../src/host/token';
import { callHost, valueOf } from '../../../support/hostIpc';
import { writeRendererStub } from '../../../support/rendererStub';
import { refusal, startStation, startWorld, type World } from '../world';
import { PINS, staffedStation } from '../staffedStation';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

/** Whether the guard refused the call: its refusal names the least role it wanted. */
const refusedByGuard = (answer: Envelope) =>
  !answer.ok && answer.error.kind === 'forbidden' && answer.error.details?.['role'] !== undefined;

it('names a least role for every channel of the contract, the display’s among the open ones', () => {
  for (const channel of CHANNELS) expect(Object.keys(LEAST_ROLE), channel).toContain(channel);
  for (const channel of DISPLAY_CHANNELS) expect(leastRoleOf(channel), channel).toBe('open');
  expect(leastRoleOf('settings.setApiKey')).toBe('owner');
  expect(leastRoleOf('passes.archive')).toBe('manager');
  expect(leastRoleOf('counter.scan')).toBe('cashier');
});

it('refuses or serves every channel as the table says, through the web host, as each role, all in parallel', async () => {
  const roles = [null, 'cashier', 'manager', 'owner'] as const;
  const stations = await Promise.all(roles.map(() => staffedStation(world)));
  // A fifth station, nobody signed in, for the customer display's page.
  const displayed = await staffedStation(world);
  const rendererDir = await writeRendererStub(join(world.dir, 'renderer'));
  const hosts = await Promise.all(
    [...stations, displayed].map((station) => startHost({ core: station.core, rendererDir })),
  );
  const [member] = await world.addMembers(1);
  const facts: SessionFacts = {
    customerId: member!,
    dynamicPassId: world.programId,
    itemId: 'no-such-item',
    draftId: 'no-such-draft',
    batchId: 'b'.repeat(24),
  };
  // The sign-in and sign-out change who is calling: they are called last, on their own.
  const channels = CHANNELS.filter((c) => c !== 'staff.signIn' && c !== 'staff.signOut');
  const callEvery = (host: Host, page: PageRole) =>
    Promise.all(
      channels.map(async (channel) => {
        const request = (EVERY_CHANNEL[channel] as (f: SessionFacts) => unknown)(facts);
        return { channel, answer: await callHost(host, channel, request, page) };
      }),
    );
  const [results, asDisplay] = await Promise.all([
    Promise.all(
      roles.map(async (role, i) => {
        const station = stations[i]!;
        const host = hosts[i]!;
        if (role) {
          await valueOf(host, 'staff.signIn', { staffId: station.ids[role], pin: PINS[role] });
        }
        expect((await valueOf<{ role: unknown }>(host, 'staff.session')).role).toBe(role);
        return { role, answers: await callEvery(host, 'station') };
      }),
    ),
    callEvery(hosts[4]!, 'display'),
  ]);
  for (const { role, answers } of results) {
    for (const { channel, answer } of answers) {
      const least = channel === 'settings.update' ? 'manager' : leastRoleOf(channel as Channel);
      const what = `${channel} as ${role ?? 'nobody'}`;
      expect(refusedByGuard(answer), what).toBe(!mayAct(role, least));
      if (refusedByGuard(answer) && !answer.ok) {
        expect(answer.error.message, what).toMatch(
          / needs (a cashier|a manager|the owner) to sign in\.$/,
        );
        expect(answer.error.details, what).toEqual({ role: least });
      }
    }
  }
  // The display link is the core's cashier channel on this host too: served only to a cashier up.
  for (const { role, answers } of results) {
    const link = answers.find((a) => a.channel === 'display.link')!.answer;
    expect(link.ok, `display.link as ${role ?? 'nobody'}`).toBe(role !== null);
    if (link.ok) expect((link.value as { url: string }).url).toContain('?launch=');
  }
  // The customer display, with nobody signed in: its own narrower list, and the core's guard
  // behind it (every display channel is open).
  for (const { channel, answer } of asDisplay) {
    const mayCall = DISPLAY_CHANNELS.includes(channel as never);
    const refused = !answer.ok && answer.error.kind === 'forbidden';
    expect(refused, `${channel} as display`).toBe(!mayCall);
    if (mayCall) expect(refusedByGuard(answer), `${channel} as display`).toBe(false);
  }
  // Signing out and in, through the host too.
  for (const [i, station] of stations.entries()) {
    const host = hosts[i]!;
    expect((await valueOf<{ person: unknown }>(host, 'staff.signOut')).person).toBeNull();
    const signIn = { staffId: station.ids.cashier, pin: PINS.cashier };
    expect(await valueOf(host, 'staff.signIn', signIn)).toMatchObject({ role: 'cashier' });
    expect((await callHost(hosts[4]!, 'staff.signIn', signIn, 'display')).ok).toBe(false);
  }
  await Promise.all(hosts.map((host) => host.close()));
  await Promise.all([...stations, displayed].map((s) => s.close()));
});

it('judges a settings change by what it changes, and a queue decision by the item’s kind', async () => {
  const station = await staffedStation(world);
  const h = station.core.handlers;
  await h['staff.signIn']({ staffId: station.ids.owner, pin: PINS.owner });
  const archived = await h['passes.archive']({ cardId: 'c'.repeat(24) });
  await h['staff.signIn']({ staffId: station.ids.cashier, pin: PINS.cashier });
  await h['settings.update']({ cameraId: 'usb-camera-2' });
  expect((await refusal(h['settings.update']({ stationName: 'Till 2' }))).details).toEqual({
    role: 'manager',
  });
  const decision = await refusal(h['queue.discard']({ itemId: archived.item.id }));
  expect(decision.message).toBe('Deciding on a manager’s item needs a manager to sign in.');
  await h['staff.signIn']({ staffId: station.ids.manager, pin: PINS.manager });
  await h['settings.update']({ stationName: 'Till 2' });
  // The settings form sends the service URL with every save: only a change needs the owner.
  await h['settings.update']({ serviceUrl: world.service.url, stationName: 'Till 3' });
  const url = await refusal(
    h['settings.update']({ serviceUrl: 'http://127.0.0.1:1/', stationName: 'Till 3' }),
  );
  expect(url.message).toBe('Changing the settings needs the owner to sign in.');
  await h['queue.discard']({ itemId: archived.item.id });
  await station.close();
});

it('is open as today while nobody is on the staff, and adds the first person as a signed-in owner', async () => {
  const station = await startStation(world);
  const h = station.core.handlers;
  expect(await h['staff.session']({})).toMatchObject({ whenNobody: 'open', role: 'owner' });
  await h['credits.get']({ refresh: false });
  expect((await refusal(h['staff.add']({ name: 'Bo', role: 'cashier', pin: '1234' }))).kind).toBe(
    'invalid',
  );
  const owner = await h['staff.add']({ name: 'Olive', role: 'owner', pin: '1234' });
  expect((await h['staff.session']({})).person).toEqual({
    id: owner.id,
    name: 'Olive',
    role: 'owner',
  });
  await h['staff.signOut']({});
  expect(await h['staff.session']({})).toMatchObject({ whenNobody: 'anyCashier', role: 'cashier' });
  expect(
    (await refusal(h['staff.add']({ name: 'Bo', role: 'cashier', pin: '1234' }))).details,
  ).toEqual({
    role: 'owner',
  });
  await station.close();
});
