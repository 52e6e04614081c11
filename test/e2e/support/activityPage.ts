// The owner's Activity screen as the e2e tests set it up and read it: a member stamped six times
// by the cashier at a store closed all week (two flags: many stamps, outside the hours), and the
// flag cards as the screen draws them.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Handlers } from '@shared/ipc/dispatch';
import type { StaffRole } from '@shared/ipc/staffContract';
import { addStaff, PEOPLE } from './staffPage';

/**
 * The cashier stamps the member six times; the owner is left signed in with the store's hours
 * set to closed every day. `seen`: the day's summary already looked at.
 */
export async function seedFlags(
  core: { handlers: Handlers },
  customerId: string,
  { seen = false }: { seen?: boolean } = {},
): Promise<Record<StaffRole, string>> {
  const h = core.handlers;
  const ids = await addStaff(core, { anyCashier: false });
  await h['staff.signIn']({ staffId: ids.cashier, pin: PEOPLE.cashier.pin });
  for (let i = 0; i < 6; i += 1) {
    await h['counter.checkIn']({ customerId, action: { kind: 'increment' } });
  }
  await h['staff.signIn']({ staffId: ids.owner, pin: PEOPLE.owner.pin });
  const rules = (await h['settings.get']({})).flagRules;
  await h['settings.update']({
    flagRules: rules,
    openingHours: Array.from({ length: 7 }, () => null),
  });
  if (seen) await h['flags.summary']({ seen: true });
  return ids;
}

/** Ada Lovelace added and stamped six times as `seedFlags` says, her day's summary looked at. */
export async function seedAda(station: {
  core: { handlers: Handlers };
  addMember(name: string): Promise<{ customerId: string }>;
}): Promise<Record<StaffRole, string>> {
  const ada = await station.addMember('Ada Lovelace');
  return seedFlags(station.core, ada.customerId, { seen: true });
}

/** The card of the flag whose signal is named so. */
export function flagCard(page: Page, signal: string | RegExp): Locator {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: signal }) });
}

/** The flag cards the screen shows. */
export const activityFlags = (page: Page): Locator => page.locator('.activity article');

/** The Activity screen drawn with its flags (English). */
export async function expectActivity(page: Page, flags: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Activity to look at' })).toBeVisible();
  await expect(activityFlags(page)).toHaveCount(flags);
}
