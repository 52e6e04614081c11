// The Staff screen's rules: who may open it, the person and policy forms with what they send,
// and a person's row said in words.
import { z } from 'zod';
import { LEAST_ROLE, mayAct } from '@shared/ipc/access';
import {
  staffName,
  staffPin,
  staffPolicy,
  staffRole,
  type SessionView,
  type StaffMemberView,
  type StaffRole,
} from '@shared/ipc/staffContract';
import type { MessageId } from '@shared/i18n/messageId';

/** What each role opens, so an owner picks knowing what a role gives. */
export const ROLE_RIGHTS: Readonly<Record<StaffRole, MessageId>> = {
  cashier: 'members.staff.rights.cashier',
  manager: 'members.staff.rights.manager',
  owner: 'members.staff.rights.owner',
};

/**
 * `firstOwner`: nobody exists yet, so whoever is at the station adds the store's owner first;
 * `owner`: the owner is signed in; `refused`: anyone else, whom the core refuses too.
 */
export type StaffAccess = 'firstOwner' | 'owner' | 'refused';

export function staffAccessOf(session: Pick<SessionView, 'whenNobody' | 'role'>): StaffAccess {
  if (session.whenNobody === 'open') return 'firstOwner';
  // The list's own least role, from the table the core's guard enforces.
  return mayAct(session.role, LEAST_ROLE['staff.list']) ? 'owner' : 'refused';
}

const PINS_DIFFER: MessageId = 'members.staff.pinsDiffer';

/** Adding a person: the PIN is typed twice, so a slip of a finger does not lock them out. */
export const newPersonForm = z
  .object({ name: staffName, role: staffRole, pin: staffPin, pinAgain: z.string() })
  .refine((form) => form.pin === form.pinAgain, { path: ['pinAgain'], message: PINS_DIFFER });
export type NewPersonForm = z.input<typeof newPersonForm>;

/** Editing a person: a PIN left empty stays as it is. */
export const editPersonForm = z
  .object({
    name: staffName,
    role: staffRole,
    pin: z.union([z.literal(''), staffPin]),
    pinAgain: z.string(),
  })
  .refine((form) => form.pin === form.pinAgain, { path: ['pinAgain'], message: PINS_DIFFER });
export type EditPersonForm = z.input<typeof editPersonForm>;

export const emptyPerson = (role: StaffRole): NewPersonForm => ({
  name: '',
  role,
  pin: '',
  pinAgain: '',
});

export const editFormOf = (person: StaffMemberView): EditPersonForm => ({
  name: person.name,
  role: person.role,
  pin: '',
  pinAgain: '',
});

export interface PersonChange {
  id: string;
  name?: string;
  role?: StaffRole;
  pin?: string;
}

/** Only what changed is sent, so a name's edit never touches the PIN; null: nothing changed. */
export function personChangeOf(person: StaffMemberView, form: EditPersonForm): PersonChange | null {
  const change: PersonChange = { id: person.id };
  const name = form.name.trim();
  if (name !== person.name) change.name = name;
  if (form.role !== person.role) change.role = form.role;
  if (form.pin !== '') change.pin = form.pin;
  return Object.keys(change).length > 1 ? change : null;
}

/** The sign-in policy as its form holds it; an emptied number field reads as NaN. */
export const policyForm = z.object({
  idleMinutes: z.number({ error: 'members.staff.idleWhole' }).pipe(staffPolicy.shape.idleMinutes),
  anyCashier: z.boolean(),
});

/** How long a person's wait after wrong PINs still lasts, in ms; null when there is none. */
export function waitOf(waitUntil: string | null, now: number): number | null {
  if (waitUntil === null) return null;
  const left = Date.parse(waitUntil) - now;
  return left > 0 ? left : null;
}

/** The people in the order an owner looks for them: owners first, then by name. */
export function peopleInOrder(people: readonly StaffMemberView[]): StaffMemberView[] {
  const rank: Record<StaffRole, number> = { owner: 0, manager: 1, cashier: 2 };
  return [...people].sort(
    (a, b) => rank[a.role] - rank[b.role] || a.name.localeCompare(b.name, 'en'),
  );
}
