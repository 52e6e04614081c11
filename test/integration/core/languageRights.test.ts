// The station's and the display's languages are a manager's to change: asked through the IPC as
// nobody, a cashier, a manager and the owner (each on its own station, all at once), and as the
// customer display through the web host, only a manager and the owner change them.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dispatch } from '@shared/ipc/dispatch';
import type { StaffRole } from '@shared/ipc/staffContract';
import { startHost } from '../../../src/host/server';
import { callHost } from '../../support/hostIpc';
import { writeRendererStub } from '../../support/rendererStub';
import { startStation, type Station, type World, startWorld } from './world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

const PIN: Record<StaffRole, string> = { owner: '4712', manager: '5823', cashier: '6934' };

/** A station with its three people and `role` signed in (nobody for null). */
async function signedIn(role: StaffRole | null): Promise<Station> {
  const station = await startStation(world);
  const h = station.core.handlers;
  const ids = {} as Record<StaffRole, string>;
  for (const [name, who] of [
    ['Olive', 'owner'],
    ['Mia', 'manager'],
    ['Cal', 'cashier'],
  ] as const) {
    ids[who] = (await h['staff.add']({ name, role: who, pin: PIN[who] })).id;
  }
  await h['staff.setPolicy']({ idleMinutes: 30, anyCashier: false });
  await h['staff.signOut']({});
  if (role) await h['staff.signIn']({ staffId: ids[role], pin: PIN[role] });
  return station;
}

it('lets a manager and the owner change either language, and nobody else', async () => {
  const roles = [null, 'cashier', 'manager', 'owner'] as const;
  const stations = await Promise.all(roles.map(signedIn));
  const asked = await Promise.all(
    stations.map(async (station) => ({
      station: await dispatch(station.core.handlers, 'settings.update', { language: 'de' }),
      display: await dispatch(station.core.handlers, 'settings.update', {
        displayLanguage: 'ar',
      }),
      kept: await station.core.handlers['settings.get']({}),
    })),
  );
  asked.forEach(({ station, display, kept }, i) => {
    const role = roles[i] ?? 'nobody';
    const may = role === 'manager' || role === 'owner';
    for (const answer of [station, display]) {
      expect(answer.ok, role).toBe(may);
      if (!answer.ok) {
        expect(answer.error.kind, role).toBe('forbidden');
        expect(answer.error.details, role).toEqual({ role: 'manager' });
      }
    }
    expect({ language: kept.language, displayLanguage: kept.displayLanguage }, role).toEqual(
      may ? { language: 'de', displayLanguage: 'ar' } : { language: 'en', displayLanguage: 'en' },
    );
  });

  // The customer display, on the owner's station: no settings channel at all, in parallel.
  const owner = stations[3]!;
  const host = await startHost({
    core: owner.core,
    rendererDir: await writeRendererStub(join(world.dir, 'renderer')),
  });
  const fromDisplay = await Promise.all(
    [{ language: 'fr' }, { displayLanguage: 'fr' }].map((change) =>
      callHost(host, 'settings.update', change, 'display'),
    ),
  );
  for (const answer of fromDisplay) {
    expect(!answer.ok && answer.error.kind).toBe('forbidden');
  }
  const kept = await owner.core.handlers['settings.get']({});
  expect([kept.language, kept.displayLanguage]).toEqual(['de', 'ar']);
  await host.close();
  await Promise.all(stations.map((s) => s.close()));
});

it('refuses a language it does not speak, saying which it does', async () => {
  const station = await signedIn('manager');
  const answer = await dispatch(station.core.handlers, 'settings.update', { language: 'pt' });
  expect(answer.ok).toBe(false);
  if (!answer.ok) {
    expect(answer.error.kind).toBe('invalid');
    expect(answer.error.message).toMatch(/en, de, es, fr, ar/);
  }
  expect((await station.core.handlers['settings.get']({})).language).toBe('en');
  await station.close();
});
