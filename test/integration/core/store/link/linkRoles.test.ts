// Who may use the store's link channels: each called as nobody, a cashier, a manager and the
// owner, on four linked stations at once, is served or refused as access.ts says.
import { afterAll, expect, it } from 'vitest';
import { leastRoleOf, mayAct } from '@shared/ipc/access';
import { dispatch } from '@shared/ipc/dispatch';
import type { StaffRole } from '@shared/ipc/staffContract';
import { removeDir, startLinkStation, type LinkStation } from './linkStations';

const PINS: Record<StaffRole, string> = { owner: '4711', manager: '5822', cashier: '6933' };
const open: LinkStation[] = [];
afterAll(async () => {
  await Promise.all(open.map((s) => s.close().then(() => removeDir(s.dataDir))));
});

async function staffed(role: StaffRole | null): Promise<LinkStation> {
  const station = await startLinkStation(`Till ${role ?? 'nobody'}`);
  open.push(station);
  const h = station.core.handlers;
  const people = {
    owner: await h['staff.add']({ name: 'Olive', role: 'owner', pin: PINS.owner }),
    manager: await h['staff.add']({ name: 'Mia', role: 'manager', pin: PINS.manager }),
    cashier: await h['staff.add']({ name: 'Cal', role: 'cashier', pin: PINS.cashier }),
  };
  await h['staff.setPolicy']({ idleMinutes: 30, anyCashier: false });
  if (role) await h['staff.signIn']({ staffId: people[role].id, pin: PINS[role] });
  else await h['staff.signOut']({});
  return station;
}

const CALLS = {
  'store.status': {},
  'store.invite': {},
  'store.join': { address: '127.0.0.1:9', code: '0000-0000-0000', ownerPin: PINS.owner },
  'store.forget': { stationId: 'no-such-station' },
  'store.setSharing': { on: true },
} as const;

it('serves or refuses every link channel by role, all roles and channels at once', async () => {
  const roles = [null, 'cashier', 'manager', 'owner'] as const;
  const stations = await Promise.all(roles.map((role) => staffed(role)));
  const results = await Promise.all(
    roles.flatMap((role, i) =>
      Object.entries(CALLS).map(async ([channel, request]) => ({
        role,
        channel: channel as keyof typeof CALLS,
        answer: await dispatch(stations[i]!.core.handlers, channel as never, request),
      })),
    ),
  );
  for (const { role, channel, answer } of results) {
    const what = `${channel} as ${role ?? 'nobody'}`;
    const allowed = mayAct(role, leastRoleOf(channel));
    const refused = !answer.ok && answer.error.kind === 'forbidden';
    expect(refused, what).toBe(!allowed);
    if (!allowed || answer.ok) continue;
    // Served, and refused only for what the call asked: an address nobody answers, no such station.
    expect({ channel, kind: answer.error.kind }, what).toEqual(
      channel === 'store.join' ? { channel, kind: 'offline' } : { channel, kind: 'notFound' },
    );
  }
  const invites = results.filter((r) => r.channel === 'store.invite' && r.answer.ok);
  expect(invites.map((r) => r.role).sort()).toEqual(['manager', 'owner']);
});
