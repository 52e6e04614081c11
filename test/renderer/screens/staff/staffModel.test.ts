// The Staff screen's rules: who may open it, the person and policy forms, what an edit sends,
// and a person's wait said in words.
import { describe, expect, it } from 'vitest';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import {
  editFormOf,
  editPersonForm,
  newPersonForm,
  peopleInOrder,
  personChangeOf,
  policyForm,
  staffAccessOf,
  waitOf,
} from '../../../../src/renderer/screens/staff/staffModel';

const person = (over: Partial<StaffMemberView> = {}): StaffMemberView => ({
  id: 'p1',
  name: 'Ada',
  role: 'cashier',
  hasBadge: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  waitUntil: null,
  ...over,
});

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('who may open the Staff screen', () => {
  it('is anyone while nobody exists, to add the owner', () => {
    expect(staffAccessOf({ whenNobody: 'open', role: 'owner' })).toBe('firstOwner');
  });

  it('is the owner alone once people exist', () => {
    expect(staffAccessOf({ whenNobody: 'signIn', role: 'owner' })).toBe('owner');
    expect(staffAccessOf({ whenNobody: 'signIn', role: 'manager' })).toBe('refused');
    expect(staffAccessOf({ whenNobody: 'anyCashier', role: 'cashier' })).toBe('refused');
    expect(staffAccessOf({ whenNobody: 'signIn', role: null })).toBe('refused');
  });
});

describe('adding a person', () => {
  it('takes a name, a role and a PIN typed twice alike', () => {
    const ok = newPersonForm.safeParse({
      name: ' Bo ',
      role: 'manager',
      pin: '2580',
      pinAgain: '2580',
    });
    expect(ok.success && ok.data.name).toBe('Bo');
  });

  it('says which field is wrong and what to give', () => {
    expect(
      messagesOf(newPersonForm.safeParse({ name: '', role: 'cashier', pin: '12', pinAgain: '12' })),
    ).toEqual(['name: main.schema.personNameNeeded', 'pin: main.schema.pinDigits']);
    expect(
      messagesOf(
        newPersonForm.safeParse({ name: 'Bo', role: 'cashier', pin: '2580', pinAgain: '2581' }),
      ),
    ).toEqual(['pinAgain: members.staff.pinsDiffer']);
    expect(
      messagesOf(
        newPersonForm.safeParse({ name: 'Bo', role: 'boss', pin: '2580', pinAgain: '2580' }),
      ),
    ).toHaveLength(1);
  });
});

describe('editing a person', () => {
  it('sends only what changed', () => {
    const ada = person();
    expect(personChangeOf(ada, editFormOf(ada))).toBeNull();
    expect(personChangeOf(ada, { ...editFormOf(ada), name: ' Ada L. ' })).toEqual({
      id: 'p1',
      name: 'Ada L.',
    });
    expect(personChangeOf(ada, { ...editFormOf(ada), pin: '1234', pinAgain: '1234' })).toEqual({
      id: 'p1',
      pin: '1234',
    });
    expect(personChangeOf(ada, { ...editFormOf(ada), role: 'owner' })).toEqual({
      id: 'p1',
      role: 'owner',
    });
  });

  it('keeps the PIN when left empty, and checks a new one typed twice', () => {
    const form = editFormOf(person());
    expect(editPersonForm.safeParse(form).success).toBe(true);
    expect(messagesOf(editPersonForm.safeParse({ ...form, pin: '123', pinAgain: '123' }))).toEqual([
      'pin: main.schema.pinDigits',
    ]);
    expect(messagesOf(editPersonForm.safeParse({ ...form, pin: '1234', pinAgain: '' }))).toEqual([
      'pinAgain: members.staff.pinsDiffer',
    ]);
  });
});

describe('the sign-in policy form', () => {
  it('takes whole minutes from 1 to 240', () => {
    expect(policyForm.safeParse({ idleMinutes: 15, anyCashier: true }).success).toBe(true);
    expect(
      messagesOf(policyForm.safeParse({ idleMinutes: Number.NaN, anyCashier: false })),
    ).toEqual(['idleMinutes: members.staff.idleWhole']);
    expect(messagesOf(policyForm.safeParse({ idleMinutes: 0, anyCashier: false }))).toEqual([
      'idleMinutes: main.schema.idleAtLeast',
    ]);
    expect(messagesOf(policyForm.safeParse({ idleMinutes: 2.5, anyCashier: false }))).toEqual([
      'idleMinutes: main.schema.idleWholeMinutes',
    ]);
  });
});

describe('a person in the list', () => {
  const now = Date.parse('2026-01-01T12:00:00.000Z');

  it('has a wait after wrong PINs only while it lasts', () => {
    expect(waitOf(null, now)).toBeNull();
    expect(waitOf('2026-01-01T12:00:45.000Z', now)).toBe(45_000);
    expect(waitOf('2026-01-01T12:10:00.000Z', now)).toBe(600_000);
    expect(waitOf('2026-01-01T11:59:59.000Z', now)).toBeNull();
  });

  it('lists owners first, then managers and cashiers, each by name', () => {
    const people = [
      person({ id: '1', name: 'Zed', role: 'cashier' }),
      person({ id: '2', name: 'Bea', role: 'owner' }),
      person({ id: '3', name: 'Cy', role: 'manager' }),
      person({ id: '4', name: 'Al', role: 'cashier' }),
    ];
    expect(peopleInOrder(people).map((p) => p.name)).toEqual(['Bea', 'Cy', 'Al', 'Zed']);
  });
});
