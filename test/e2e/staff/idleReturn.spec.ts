// After the store's idle time the station returns to the sign-in, said by main on its own clock:
// the test moves that clock, and waits for nothing but what the page shows.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { addStaff, expectSignedIn, signInAs } from '../support/staffPage';

test('an open manager screen returns to the sign-in when the idle time is up', async ({
  page,
  station,
}) => {
  await addStaff(station.core, { anyCashier: false });
  await page.goto(`${station.url}#/credits`);
  await signInAs(page.getByTestId('sign-in'), 'manager');
  await expectSignedIn(page, 'manager');
  await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible();

  // Nine minutes pass, then an action of hers: the idle time starts again from it.
  station.clock.advance(9 * 60_000);
  await station.core.handlers['credits.get']({ refresh: false });
  station.clock.advance(9 * 60_000);
  await expectSignedIn(page, 'manager');
  // Nothing is clicked: main announces the return and the screen follows it.
  station.clock.advance(60_000);
  await expect(page.getByTestId('sign-in')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('where any cashier may work, the idle return leaves the counter to any cashier', async ({
  page,
  station,
}) => {
  await addStaff(station.core);
  await page.goto(`${station.url}#/counter`);
  await page.getByTestId('switch-person').click();
  await signInAs(page.getByTestId('sign-in'), 'owner');
  await expectSignedIn(page, 'owner');
  station.clock.advance(10 * 60_000);
  await expect(page.getByTestId('staff-person')).toHaveText('Any cashier');
  await expect(page.getByRole('link', { name: /^Templates/ })).toContainText('(needs a manager)');
});
