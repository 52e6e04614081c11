// The store's people shared by its stations: someone added at one till signs in at another, the
// latest change wins, wrong PINs stay where they were typed, and a merge keeps an owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedPair } from './linkedPair';
import { movableClock } from '../../../../support/movableClock';
import { refusal, startWorld, until, type Station, type World } from '../../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

const namesAt = async (station: Station) =>
  (await station.core.handlers['staff.session']({})).people.map((p) => p.name).sort();

describe('staff shared by the store', () => {
  it('Mia, added by the owner at A, signs in at B; her wrong PINs at B do not hold her at A', async () => {
    const { a, b, close } = await linkedPair(world);
    try {
      const olga = await a.core.handlers['staff.add']({ name: 'Olga', role: 'owner', pin: '4711' });
      await a.core.handlers['staff.signIn']({ staffId: olga.id, pin: '4711' });
      const mia = await a.core.handlers['staff.add']({ name: 'Mia', role: 'cashier', pin: '2468' });
      await until(async () => (await namesAt(b)).includes('Mia'), 'B to know Mia');
      expect(await namesAt(b)).toEqual(['Mia', 'Olga']);
      const atB = await b.core.handlers['staff.signIn']({ staffId: mia.id, pin: '2468' });
      expect(atB.person?.name).toBe('Mia');
      expect(atB.role).toBe('cashier');

      for (let i = 0; i < 5; i++) {
        await refusal(b.core.handlers['staff.signIn']({ staffId: mia.id, pin: '0000' }));
      }
      const held = await refusal(b.core.handlers['staff.signIn']({ staffId: mia.id, pin: '2468' }));
      expect(held.kind).toBe('rateLimited');
      const atA = await a.core.handlers['staff.signIn']({ staffId: mia.id, pin: '2468' });
      expect(atA.person?.name).toBe('Mia');

      // A new PIN set by the owner at A is the one B takes.
      await a.core.handlers['staff.signIn']({ staffId: olga.id, pin: '4711' });
      await a.core.handlers['staff.update']({ id: mia.id, role: 'manager' });
      await until(
        async () =>
          (await b.core.handlers['staff.session']({})).people.find((p) => p.id === mia.id)?.role ===
          'manager',
        'B to take Mia’s new role',
      );
      // Her wait at B stays: it was B's.
      const still = await refusal(
        b.core.handlers['staff.signIn']({ staffId: mia.id, pin: '2468' }),
      );
      expect(still.kind).toBe('rateLimited');
    } finally {
      await close();
    }
  });

  it('a merge that would leave no owner keeps the owner changed most recently', async () => {
    const clock = movableClock();
    const { a, b, relay, close } = await linkedPair(world, { now: clock.now });
    try {
      const olga = await a.core.handlers['staff.add']({ name: 'Olga', role: 'owner', pin: '4711' });
      await a.core.handlers['staff.signIn']({ staffId: olga.id, pin: '4711' });
      const otto = await a.core.handlers['staff.add']({ name: 'Otto', role: 'owner', pin: '1357' });
      await until(async () => (await namesAt(b)).includes('Otto'), 'B to know Otto');
      await b.core.handlers['staff.signIn']({ staffId: otto.id, pin: '1357' });

      relay.split([0], [1]);
      // Apart, A makes Olga a manager (Otto stays owner there) and B then removes Otto (Olga
      // stays owner there): merged, neither is an owner.
      clock.advance(1_000);
      await a.core.handlers['staff.update']({ id: olga.id, role: 'manager' });
      clock.advance(1_000);
      await b.core.handlers['staff.remove']({ id: otto.id });
      relay.heal();

      for (const station of [a, b]) {
        const people = (await station.core.handlers['staff.session']({})).people;
        expect(
          people.some((p) => p.role === 'owner'),
          'an owner at each station',
        ).toBe(true);
      }
      await until(async () => {
        const owners = async (s: Station) =>
          (await s.core.handlers['staff.session']({})).people
            .filter((p) => p.role === 'owner')
            .map((p) => p.name)
            .sort()
            .join();
        const [atA, atB] = [await owners(a), await owners(b)];
        return atA === atB && atA.length > 0 && atA;
      }, 'both stations to agree on the owners');
    } finally {
      await close();
    }
  });
});
