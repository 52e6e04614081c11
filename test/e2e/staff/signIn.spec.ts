// Sign-in at the counter by PIN: the sign-in screen while nobody may act, a cashier at the counter,
// "a manager needs to sign in" before a manager's screen, and Switch person on one key.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { expectFeedback, typeCode } from '../support/counterPage';
import { shoot } from '../support/shots';
import { addStaff, expectSignedIn, signInAs } from '../support/staffPage';

test('a cashier signs in by PIN, a manager signs in for a manager’s screen, and F1 switches person', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Grace Hopper');
  await addStaff(station.core, { anyCashier: false });
  await page.goto(`${station.url}#/counter`);
  const screen = page.getByTestId('sign-in');
  await expect(screen.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  const people = screen.getByRole('list', { name: 'People' }).getByRole('button');
  await expect(people).toHaveText([/^Cal\s*Cashier$/, /^Mia\s*Manager$/, /^Olive\s*Owner$/]);
  // Nothing but the sign-in: no screens to pick, no counter.
  await expect(page.getByRole('navigation', { name: 'Screens' })).toHaveCount(0);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await shoot(page, 'sign-in');

  await signInAs(screen, 'cashier', '0000');
  await expect(screen.getByRole('alert')).toHaveText(
    'That PIN is not right; 4 more tries before a wait.',
  );
  await screen.getByLabel('PIN for Cal').fill('3690');
  await screen.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedIn(page, 'cashier');
  await expect(page.getByRole('button', { name: 'Switch person F1' })).toBeVisible();
  await shoot(page, 'top-bar-cashier');

  // The counter is the cashier's: a scan checks in; a pass is archived only by a manager.
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced', 'Synced');
  await page.getByRole('button', { name: 'History' }).click();
  const story = page.getByTestId('member-details');
  await expect(story.getByTestId('manager-gate')).toContainText('Archiving a pass is for managers');
  await expect(story.getByRole('button', { name: 'Archive pass…' })).toHaveCount(0);
  await story.getByRole('button', { name: 'Close' }).click();

  const templates = page.getByRole('link', { name: /^Templates/ });
  await expect(templates).toContainText('(needs a manager)');
  await templates.click();
  const gate = page.getByTestId('manager-gate');
  await expect(gate.getByRole('heading', { name: 'A manager needs to sign in' })).toBeVisible();
  await expect(gate).toContainText('The Templates screen is for managers.');
  // Only those who may: the manager and the owner.
  await expect(gate.getByRole('list', { name: 'People' }).getByRole('button')).toHaveText([
    /^Mia/,
    /^Olive/,
  ]);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await shoot(page, 'manager-needed');

  await signInAs(gate, 'manager');
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await expectSignedIn(page, 'manager');
  await expect(templates).not.toContainText('(needs a manager)');
  await shoot(page, 'top-bar-manager');

  await page.keyboard.press('F1');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('staff-person')).toHaveCount(0);
  expect((await station.core.handlers['staff.session']({})).person).toBeNull();
});

test('with any cashier allowed, the counter is open and Switch person offers the sign-in', async ({
  page,
  station,
}) => {
  await addStaff(station.core);
  await page.goto(`${station.url}#/counter`);
  await expect(page.getByTestId('staff-person')).toHaveText('Any cashier');
  await page.getByTestId('switch-person').click();
  const screen = page.getByTestId('sign-in');
  await signInAs(screen, 'owner');
  await expectSignedIn(page, 'owner');
  await page.getByTestId('switch-person').click();
  await screen.getByRole('button', { name: 'Go on as any cashier' }).click();
  await expect(page.getByTestId('staff-person')).toHaveText('Any cashier');
});
