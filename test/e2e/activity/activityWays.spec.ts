// The ways to the owner's Activity screen and what stands before it: opened by its address alone,
// from another screen, signed out and after the idle time, with a failing channel, and while the
// core is still catching up.
import { expect } from '@playwright/test';
import { failure } from '@shared/i18n/failure';
import { activityFlags, expectActivity, flagCard, seedAda } from '../support/activityPage';
import { shoot } from '../support/shots';
import { test } from '../support/station';
import { expectSignedIn, signInAs } from '../support/staffPage';

test('opened by its address alone, it lists the flags and keeps them on a reload', async ({
  page,
  station,
}) => {
  await seedAda(station);
  await page.goto(`${station.url}#/activity`);
  await expectActivity(page, 2);
  await expectSignedIn(page, 'owner');
  await expect(page.getByTestId('flag-count')).toHaveText('2');
  await expect(flagCard(page, 'Many stamps in a day')).toContainText('Ada Lovelace');
  await page.reload();
  await expectActivity(page, 2);
  await expect(page).toHaveURL(/#\/activity$/);
});

test('reached from the counter by the count beside the owner, and by its key', async ({
  page,
  station,
}) => {
  await seedAda(station);
  await page.goto(`${station.url}#/counter`);
  await expect(page.getByText('No member yet: scan a pass.')).toBeVisible();
  await page.getByRole('link', { name: '2 flags to look at' }).click();
  await expect(page).toHaveURL(/#\/activity$/);
  await expectActivity(page, 2);

  await page.getByRole('link', { name: /^Queue/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity to look at' })).toHaveCount(0);
  await page.keyboard.press('Alt+0');
  await expectActivity(page, 2);
  await page.goBack();
  await expect(page).toHaveURL(/#\/queue$/);
});

test('signed out, then a cashier, then the idle time: the owner is asked for, no flag shown', async ({
  page,
  station,
}) => {
  await seedAda(station);
  await station.core.handlers['staff.signOut']({});
  await page.goto(`${station.url}#/activity`);
  const signIn = page.getByTestId('sign-in');
  await expect(signIn).toBeVisible();
  await expect(page.locator('article')).toHaveCount(0);
  await expect(page.getByTestId('flag-count')).toHaveCount(0);
  await expect(page.getByText('Ada Lovelace')).toHaveCount(0);

  // A cashier signed in: the screen asks for the owner, and shows nothing of the flags.
  await signInAs(signIn, 'cashier');
  await expectSignedIn(page, 'cashier');
  const gate = page.getByTestId('manager-gate');
  await expect(gate.getByRole('heading', { name: 'The owner needs to sign in' })).toBeVisible();
  await expect(gate).toContainText('The Activity screen is for the owner.');
  await expect(gate.getByRole('button', { name: /^Cal\b/ })).toHaveCount(0);
  await expect(page.locator('article')).toHaveCount(0);
  await expect(page.getByTestId('flag-count')).toHaveCount(0);

  await signInAs(gate, 'owner');
  await expectSignedIn(page, 'owner');
  await expectActivity(page, 2);

  // The idle time passes with the flags open: back to the sign-in, the flags gone from the page.
  station.clock.advance(10 * 60_000);
  await expect(page.getByTestId('sign-in')).toBeVisible();
  await expect(page.locator('article')).toHaveCount(0);
  await expect(page.getByTestId('flag-count')).toHaveCount(0);
  await expect(page.getByText('Ada Lovelace')).toHaveCount(0);
});

test('a failing channel says what went wrong and what to do, and a retry shows the flags', async ({
  page,
  station,
}) => {
  await seedAda(station);
  // The core's answer to a failure it did not expect, as the web host sends it.
  const failed = { ok: false, error: failure('internal', 'main.request.unexpected').toShape() };
  await page.route('**/ipc/flags.list', (route) => route.fulfill({ json: failed }));
  await page.goto(`${station.url}#/activity`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The flags could not be read.');
  await expect(alert).toContainText('PassDesk hit an unexpected problem; it has been logged.');
  await expect(alert).toContainText('Try again; if it keeps failing, restart PassDesk.');
  await expect(page.getByText('Reading the figures…')).toHaveCount(0);
  await expect(activityFlags(page)).toHaveCount(0);
  await shoot(page, 'activity-failed-en');

  await page.unroute('**/ipc/flags.list');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expectActivity(page, 2);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a list the core is still catching up on is asked for again until it is whole', async ({
  page,
  station,
}) => {
  await seedAda(station);
  // The first answer as the core gives it while it looks through the latest visits.
  let answers = 0;
  await page.route('**/ipc/flags.list', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { ok: boolean; value?: object };
    answers += 1;
    if (answers === 1 && envelope.value) {
      envelope.value = { ...envelope.value, flags: [], people: [], stations: [], behind: true };
    }
    await route.fulfill({ response, json: envelope });
  });
  await page.goto(`${station.url}#/activity`);
  const behind = page.getByText('Still looking through the latest visits: more may appear.');
  await expect(behind).toBeVisible();
  // Nothing is clicked: the screen asks again and shows what was found.
  await expectActivity(page, 2);
  await expect(behind).toHaveCount(0);
  expect(answers).toBeGreaterThanOrEqual(2);
});
