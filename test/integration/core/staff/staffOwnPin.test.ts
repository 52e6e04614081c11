// A person changes their own PIN, asked to at sign-in when a manager's or an owner's is short (a
// PIN a forgotten till held: linkForget.test.ts). Called as nobody, a cashier, a manager and the owner, each on its own
// station, all at once (the customer display's refusal is in staffRoles.test.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCore, MemoryKeyVault } from '../../../../src/main/core';
import { FAST_CORE, refusal, startWorld, type World } from '../world';
import { PINS, staffedStation } from '../staffedStation';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

it('asks a short PIN to be changed, and lets only its holder change it, all at once', async () => {
  const roles = [null, 'cashier', 'manager', 'owner'] as const;
  const stations = await Promise.all(roles.map(() => staffedStation(world)));
  try {
    await Promise.all(
      roles.map(async (role, i) => {
        const h = stations[i]!.core.handlers;
        if (role === null) {
          const refused = await refusal(h['staff.changeOwnPin']({ pin: '0000', newPin: '246813' }));
          expect(refused.kind).toBe('forbidden');
          return;
        }
        const id = stations[i]!.ids[role];
        const signedIn = await h['staff.signIn']({ staffId: id, pin: PINS[role] });
        // Four digits: enough for a cashier, too short for a manager or the owner.
        expect(signedIn.person?.changePin).toBe(role === 'cashier' ? undefined : 'short');
        const wrong = await refusal(h['staff.changeOwnPin']({ pin: '0000', newPin: '246813' }));
        expect(wrong.kind).toBe('forbidden');
        if (role !== 'cashier') {
          const short = await refusal(h['staff.changeOwnPin']({ pin: PINS[role], newPin: '2468' }));
          expect(short.message).toBe(
            'An owner’s or a manager’s PIN needs at least 6 digits: choose a longer one.',
          );
          expect(short.details).toMatchObject({ field: 'newPin' });
        }
        // Still asked after a restart of the session: the request is kept with the person.
        await h['staff.signOut']({});
        const again = await h['staff.signIn']({ staffId: id, pin: PINS[role] });
        expect(again.person?.changePin).toBe(role === 'cashier' ? undefined : 'short');
        const changed = await h['staff.changeOwnPin']({ pin: PINS[role], newPin: '97531864' });
        expect(changed.person).toEqual({ id, name: expect.any(String), role });
        await h['staff.signOut']({});
        await refusal(h['staff.signIn']({ staffId: id, pin: PINS[role] }));
        const after = await h['staff.signIn']({ staffId: id, pin: '97531864' });
        expect(after.person?.changePin).toBeUndefined();
        const same = await refusal(
          h['staff.changeOwnPin']({ pin: '97531864', newPin: '97531864' }),
        );
        expect(same.message).toBe('The new PIN is the one you have now: choose another.');
      }),
    );
  } finally {
    await Promise.all(stations.map((s) => s.close()));
  }
});

it('keeps asking after a restart until the PIN itself changes', async () => {
  const station = await staffedStation(world);
  const { ids, dataDir } = station;
  const h = station.core.handlers;
  await h['staff.signIn']({ staffId: ids.manager, pin: PINS.manager });
  await station.close();
  const reopened = await createCore({ ...FAST_CORE, dataDir, keyVault: new MemoryKeyVault() });
  try {
    const view = await reopened.handlers['staff.session']({});
    expect(view.person).toBeNull();
    // Signed in by another way than the PIN (the owner's new badge), still asked.
    await reopened.handlers['staff.signIn']({ staffId: ids.owner, pin: PINS.owner });
    const { badge } = await reopened.handlers['staff.issueBadge']({ id: ids.manager });
    const byBadge = await reopened.handlers['staff.signIn']({ badge });
    expect(byBadge.person).toMatchObject({ id: ids.manager, changePin: 'short' });
  } finally {
    await reopened.close();
  }
});
