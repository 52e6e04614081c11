// The station's staff as a test sets them up (through the core, as the owner's screen would) and
// as a person signs in on the page: a name, then the PIN.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Handlers } from '@shared/ipc/dispatch';
import type { StaffRole } from '@shared/ipc/staffContract';

// An owner's and a manager's PIN have 6 digits: a shorter one is asked to be changed at sign-in.
export const PEOPLE = {
  owner: { name: 'Olive', pin: '246813' },
  manager: { name: 'Mia', pin: '135792' },
  cashier: { name: 'Cal', pin: '3690' },
} as const satisfies Record<StaffRole, { name: string; pin: string }>;

/**
 * The owner, a manager and a cashier added, nobody signed in; `anyCashier: false` leaves the
 * counter shut until someone signs in.
 */
export async function addStaff(
  core: { handlers: Handlers },
  { anyCashier = true }: { anyCashier?: boolean } = {},
): Promise<Record<StaffRole, string>> {
  const h = core.handlers;
  const ids = {} as Record<StaffRole, string>;
  // The first person is the owner, signed in at once: the others need the owner to be added.
  for (const role of ['owner', 'manager', 'cashier'] as const) {
    ids[role] = (await h['staff.add']({ ...PEOPLE[role], role })).id;
  }
  await h['staff.setPolicy']({ idleMinutes: 10, anyCashier });
  await h['staff.signOut']({});
  return ids;
}

/** Picks the person by name and gives the PIN, within the sign-in screen or a manager prompt. */
export async function signInAs(
  where: Page | Locator,
  role: StaffRole,
  pin?: string,
): Promise<void> {
  const person = PEOPLE[role];
  await where.getByRole('button', { name: new RegExp(`^${person.name}\\b`) }).click();
  await where.getByLabel(`PIN for ${person.name}`).fill(pin ?? person.pin);
  await where.getByRole('button', { name: 'Sign in' }).click();
}

/** The person the top bar names as signed in. */
export async function expectSignedIn(page: Page, role: StaffRole): Promise<void> {
  await expect(page.getByTestId('staff-person')).toHaveText(`${PEOPLE[role].name} (${role})`);
}
