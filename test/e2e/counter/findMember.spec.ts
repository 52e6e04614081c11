// A member without their pass: found by the start of their name typed without accents, or by a
// phone typed with spaces, picked from the results, and checked in as after a scan; offline too.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { expectFeedback, expectMember, openCounter } from '../support/counterPage';

const results = (page: Page) => page.getByRole('listbox', { name: 'Members found' });

async function find(page: Page, typed: string): Promise<void> {
  await page.keyboard.press('F7');
  await expect(page.getByTestId('member-search')).toBeFocused();
  await page.getByTestId('member-search').fill(typed);
}

test('a member found by name without accents or by phone with spaces is checked in', async ({
  page,
  station,
}) => {
  const jose = await station.addMember('José Álvarez', { phone: '+1 (555) 010-2030' });
  const joanna = await station.addMember('Joanna Smith', { phone: '+44 20 7946 0958' });
  await openCounter(page, station.url);

  await find(page, 'jose alv');
  await expect(results(page).getByRole('option')).toHaveCount(1);
  await expect(results(page).getByRole('option')).toContainText('José Álvarez');
  await expect(results(page).getByRole('option')).toContainText(`0 of ${station.program.max}`);

  await find(page, 'jo');
  await expect(results(page).getByRole('option', { name: /José Álvarez/ })).toHaveCount(1);
  await expect(results(page).getByRole('option', { name: /Joanna Smith/ })).toHaveCount(1);
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await find(page, '7946 0958');
  await expect(results(page).getByRole('option')).toHaveCount(1);
  await expect(results(page).getByRole('option')).toContainText('Joanna Smith');

  await find(page, '555 010 2030');
  await expect(results(page).getByRole('option')).toContainText('José Álvarez');
  await page.getByTestId('member-search').press('Enter');
  await expect(results(page)).toHaveCount(0);
  await expectMember(page, jose.customerId, `0 of ${station.program.max}`);
  await expect(page.getByRole('heading', { name: 'José Álvarez' })).toBeVisible();

  // Every counter action works as after a scan.
  await page.getByRole('button', { name: /\+1 stamp/ }).click();
  await expectFeedback(page, 'synced', 'Synced');
  await expectMember(page, jose.customerId, `1 of ${station.program.max}`);
  expect(await station.countOnService(jose.customerId)).toBe(1);
  expect(await station.countOnService(joanna.customerId)).toBe(0);
});

test('members are found with the service stopped, from the list the station kept', async ({
  page,
  station,
}) => {
  const zoe = await station.addMember('Zoë Brandt', { email: 'zoe@example.com' });
  await openCounter(page, station.url);
  await find(page, 'zoe');
  await expect(results(page).getByRole('option')).toContainText('Zoë Brandt');

  await station.stopService();
  await find(page, 'ZOE@exa');
  await expect(results(page).getByRole('option')).toHaveCount(1);
  await results(page).getByRole('option').click();
  await expect(page.getByTestId('member-id')).toHaveText(zoe.customerId);
  await page.getByRole('button', { name: /\+1 stamp/ }).click();
  await expectFeedback(page, 'saved');
});
