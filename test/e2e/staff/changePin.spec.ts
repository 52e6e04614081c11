// A manager whose PIN is shorter than a manager's should be is asked to change it right after
// signing in: a too-short new PIN is refused by the field, "Not now" lets them work until the
// next sign-in, and a good new PIN ends the asking.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { shoot } from '../support/shots';
import { addStaff, expectSignedIn, PEOPLE, signInAs } from '../support/staffPage';

test('a short PIN is asked to be changed at sign-in until it is', async ({ page, station }) => {
  const ids = await addStaff(station.core, { anyCashier: false });
  // Mia's PIN from before: four digits.
  await station.core.handlers['staff.signIn']({ staffId: ids.owner, pin: PEOPLE.owner.pin });
  await station.core.handlers['staff.update']({ id: ids.manager, pin: '1357' });
  await station.core.handlers['staff.signOut']({});
  await page.goto(`${station.url}#/counter`);
  await signInAs(page.getByTestId('sign-in'), 'manager', '1357');

  const ask = page.getByTestId('change-pin');
  await expect(ask.getByRole('heading', { name: 'Change your PIN', level: 1 })).toBeVisible();
  await expect(ask).toContainText(
    'Your PIN is shorter than an owner’s or a manager’s should be. Choose one of at least 6 digits.',
  );
  await expect(page.getByRole('navigation', { name: 'Screens' })).toHaveCount(0);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await shoot(page, 'change-pin');

  // Typed twice unlike: said at the second field, nothing sent.
  await ask.getByLabel('Your PIN now').fill('1357');
  await ask.getByLabel('New PIN', { exact: true }).fill('97531');
  await ask.getByLabel('The new PIN again').fill('97532');
  await ask.getByRole('button', { name: 'Change my PIN' }).click();
  await expect(ask.getByRole('alert')).toHaveText('must match the PIN above');
  // Five digits: the core refuses it for a manager, at the new PIN's field.
  await ask.getByLabel('The new PIN again').fill('97531');
  await ask.getByRole('button', { name: 'Change my PIN' }).click();
  await expect(ask.getByRole('alert')).toHaveText(
    'An owner’s or a manager’s PIN needs at least 6 digits: choose a longer one.',
  );
  await expect(ask.getByLabel('New PIN', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'change-pin-too-short');

  // Not now: Mia works, and is asked again at her next sign-in.
  await ask.getByRole('button', { name: /^Not now/ }).click();
  await expectSignedIn(page, 'manager');
  await page.getByRole('button', { name: 'Switch person F1' }).click();
  await signInAs(page.getByTestId('sign-in'), 'manager', '1357');
  await expect(ask).toBeVisible();

  await ask.getByLabel('Your PIN now').fill('1357');
  await ask.getByLabel('New PIN', { exact: true }).fill('975310');
  await ask.getByLabel('The new PIN again').fill('975310');
  await ask.getByRole('button', { name: 'Change my PIN' }).click();
  await expectSignedIn(page, 'manager');
  await expect(ask).toHaveCount(0);
  // The new PIN is the one that signs her in, and nothing is asked any more.
  await page.getByRole('button', { name: 'Switch person F1' }).click();
  await signInAs(page.getByTestId('sign-in'), 'manager', '975310');
  await expectSignedIn(page, 'manager');
  await expect(ask).toHaveCount(0);
});
