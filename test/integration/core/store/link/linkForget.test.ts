// A till sold or stolen: forgetting it tells the owner whose PIN hashes it held, each of them is
// asked at their next sign-in to change it, and drops off that list once they have.
import { expect, it } from 'vitest';
import { linked, pair, stationsForEachTest } from './linkStations';

const station = stationsForEachTest();

it('names the people whose PINs a forgotten till held, until each changes their PIN', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  const h = a.core.handlers;
  const olga = await h['staff.add']({ name: 'Olga', role: 'owner', pin: '4711' });
  await h['staff.signIn']({ staffId: olga.id, pin: '4711' });
  const mia = await h['staff.add']({ name: 'Mia', role: 'cashier', pin: '2468' });
  await pair(a, b);
  await linked(a, 'Till B');
  expect((await h['store.status']({})).pinsToChange).toEqual([]);

  const after = await h['store.forget']({ stationId: b.core.stationId });
  expect(after.pinsToChange).toEqual([
    { stationName: 'Till B', forgottenAt: expect.any(String), people: ['Olga', 'Mia'] },
  ]);
  // Mia is asked at her next sign-in, and changes it herself (at B's other side, A).
  const asked = await h['staff.signIn']({ staffId: mia.id, pin: '2468' });
  expect(asked.person).toMatchObject({ name: 'Mia', changePin: 'exposed' });
  const changed = await h['staff.changeOwnPin']({ pin: '2468', newPin: '975310' });
  expect(changed.person?.changePin).toBeUndefined();
  await h['staff.signIn']({ staffId: olga.id, pin: '4711' });
  expect((await h['staff.session']({})).person?.changePin).toBe('exposed');
  expect((await h['store.status']({})).pinsToChange).toEqual([
    { stationName: 'Till B', forgottenAt: expect.any(String), people: ['Olga'] },
  ]);
  await h['staff.update']({ id: olga.id, pin: '864209' });
  expect((await h['store.status']({})).pinsToChange).toEqual([]);
});
