// One person signed in per station: the role in force, refusals that name the action and the
// role, the return to the sign-in after the idle time, and the owner's changes taking effect at once.
import { describe, expect, it } from 'vitest';
import { staffSetUp, refusal } from './staffSetUp';

async function withPeople() {
  const set = staffSetUp();
  const session = set.open();
  const ada = await session.roster.add('Ada', 'owner', '1111');
  const bo = await session.roster.add('Bo', 'cashier', '2222');
  const cy = await session.roster.add('Cy', 'manager', '3333');
  return { ...set, session, ada, bo, cy };
}

describe('StaffSession', () => {
  it('is open as the owner while nobody is on the staff', () => {
    const { open } = staffSetUp();
    const session = open();
    expect(session.view()).toMatchObject({ person: null, whenNobody: 'open', role: 'owner' });
    expect(() => session.require('owner', 'store.needs.changeApiKey')).not.toThrow();
  });

  it('refuses an action above the role in force, naming the action and the role', async () => {
    const { session, bo } = await withPeople();
    expect(session.view()).toMatchObject({ whenNobody: 'anyCashier', role: 'cashier' });
    await session.signInByPin(bo.id, '2222');
    const refused = await refusal(() => session.require('manager', 'store.needs.archivePass'));
    expect(refused.kind).toBe('forbidden');
    expect(refused.message).toBe('Archiving a pass needs a manager to sign in.');
    expect(refused.details).toEqual({ role: 'manager' });
    expect(
      (await refusal(() => session.require('owner', 'store.needs.changeApiKey'))).message,
    ).toBe('Changing the API key needs the owner to sign in.');
    expect(session.actor()).toEqual({ role: 'cashier', staffId: bo.id, name: 'Bo' });
  });

  it('lets nobody act without signing in when the store does not allow any cashier', async () => {
    const { session, bo } = await withPeople();
    session.roster.setPolicy({ idleMinutes: 10, anyCashier: false });
    expect(session.view()).toMatchObject({ whenNobody: 'signIn', role: null });
    expect((await refusal(() => session.require('cashier', 'store.needs.checkIn'))).message).toBe(
      'Checking in a member needs a cashier to sign in.',
    );
    expect(() => session.require('open', 'store.needs.station')).not.toThrow();
    await session.signInByPin(bo.id, '2222');
    expect(() => session.require('cashier', 'store.needs.checkIn')).not.toThrow();
  });

  it('signs one person in at a time: two parallel sign-ins leave one of them, both judged', async () => {
    const { session, bo, cy, announced } = await withPeople();
    const [first, second] = await Promise.all([
      session.signInByPin(bo.id, '2222'),
      session.signInByPin(cy.id, '3333'),
    ]);
    expect(first.person?.name).toBe('Bo');
    expect(second.person?.name).toBe('Cy');
    expect(session.view().person?.name).toBe('Cy');
    expect(announced.at(-1)?.person?.name).toBe('Cy');
  });

  it('signs in by badge and refuses an unknown one', async () => {
    const { session, cy } = await withPeople();
    const { badge } = session.roster.issueBadge(cy.id);
    expect(session.signInByBadge(badge).person).toEqual({ id: cy.id, name: 'Cy', role: 'manager' });
    expect((await refusal(() => session.signInByBadge(`${badge}X`))).kind).toBe('forbidden');
  });

  it('returns to the sign-in after the idle time since the person’s last action, and says so', async () => {
    const { session, cy, clock, announced } = await withPeople();
    await session.signInByPin(cy.id, '3333');
    clock.advance(9 * 60_000);
    session.require('manager', 'store.needs.readCredits');
    clock.advance(9 * 60_000);
    expect(session.view().person?.name).toBe('Cy');
    clock.advance(60_000);
    expect(session.view()).toMatchObject({ person: null, role: 'cashier' });
    expect(announced.at(-1)).toMatchObject({ person: null, whenNobody: 'anyCashier' });
  });

  it('takes a removal or a demotion of the person signed in at once', async () => {
    const { session, ada, cy } = await withPeople();
    await session.signInByPin(cy.id, '3333');
    await session.roster.update(cy.id, { role: 'cashier' });
    expect(session.view().role).toBe('cashier');
    expect((await refusal(() => session.require('manager', 'store.needs.readInsights'))).kind).toBe(
      'forbidden',
    );
    await session.signInByPin(ada.id, '1111');
    await session.roster.add('Di', 'owner', '4444');
    session.roster.remove(ada.id);
    expect(session.view().person).toBeNull();
  });
});
