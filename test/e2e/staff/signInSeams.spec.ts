// Where sign-in meets the Members and Staff screens: a store where nobody may act before signing
// in shows the sign-in on every one of them, the idle return leaves a member's page unable to act
// as the last person, and a badge scanned on the Members screen signs in rather than filtering.
import { expect } from '@playwright/test';
import { axeOn } from '../support/axe';
import { test } from '../support/station';
import { PEOPLE, addStaff, expectSignedIn, signInAs } from '../support/staffPage';
import { pressTimedKeys, scannerBurst } from '../support/timedKeys';

for (const route of ['#/members', '#/members/import', '#/staff']) {
  test(`with nobody signed in and no counter for any cashier, ${route} opens on the sign-in`, async ({
    page,
    station,
  }) => {
    await addStaff(station.core, { anyCashier: false });
    await page.goto(`${station.url}${route}`);
    await expect(page.getByTestId('sign-in')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/forbidden|not allowed|went wrong/i)).toHaveCount(0);
    expect((await axeOn(page).analyze()).violations).toEqual([]);
  });
}

test('after the idle return a member’s page does not edit or erase as the last person', async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Quill');
  await addStaff(station.core, { anyCashier: false });
  await page.goto(`${station.url}#/members/${encodeURIComponent(ada.customerId)}`);
  await signInAs(page.getByTestId('sign-in'), 'manager');
  await expectSignedIn(page, 'manager');
  await expect(page.getByRole('button', { name: 'Erase member…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible();

  station.clock.advance(10 * 60_000);
  await expect(page.getByTestId('sign-in')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase member…' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  // Someone signs in again: the page acts for them, and nothing of hers changed meanwhile.
  await signInAs(page.getByTestId('sign-in'), 'cashier');
  await expectSignedIn(page, 'cashier');
  await expect(page.getByRole('heading', { name: 'Ada Quill', level: 1 })).toBeVisible();
  const { pending } = await station.core.handlers['sync.status']({});
  expect(pending).toBe(0);
});

test('a staff badge scanned into the Members filter signs its holder in and filters nothing', async ({
  page,
  station,
}) => {
  const h = station.core.handlers;
  const ids = await addStaff(station.core);
  await h['staff.signIn']({ staffId: ids.owner, pin: PEOPLE.owner.pin });
  const managerBadge = (await h['staff.issueBadge']({ id: ids.manager })).badge;
  await h['staff.signOut']({});

  await page.goto(`${station.url}#/members`);
  const filter = page.getByLabel('Find a member');
  await filter.click();
  await expect(filter).toBeFocused();
  await pressTimedKeys(page, scannerBurst(managerBadge));
  await expectSignedIn(page, 'manager');
  await expect(filter).toHaveValue('');
  await expect(page.getByTestId('members-none')).toHaveCount(0);
});
