// A phone number written the usual way: the station's country chosen in Settings, a member
// enrolled with "+44 (0)20 7946 0958", then found by the number as people say it.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { openCounter } from '../support/counterPage';
import { serveProgram } from '../support/programs';

const dialog = (page: Page) => page.getByRole('dialog', { name: /New member of/ });
const results = (page: Page) => page.getByRole('listbox', { name: 'Members found' });

async function find(page: Page, typed: string): Promise<void> {
  await page.keyboard.press('F7');
  await page.getByTestId('member-search').fill(typed);
}

test('a member enrolled with "+44 (0)20 7946 0958" is found by the number written as usual', async ({
  page,
  station,
}) => {
  await page.goto(`${station.url}#/settings`);
  const country = page.getByLabel('Country of this station');
  await expect(country).toHaveValue('');
  await country.selectOption({ label: 'United Kingdom' });
  await expect(page.getByText('Saved: numbers without + are read as United Kingdom')).toBeVisible();
  expect((await station.core.handlers['settings.get']({})).phoneCountry).toBe('GB');
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await serveProgram(station, 'Phone card', ['name', 'phone']);

  await openCounter(page, station.url);
  await page.keyboard.press('F9');
  await dialog(page).getByLabel('Name (needed)').fill('Mary Jackson');
  await dialog(page).getByLabel('Phone').fill('020 7946');
  await dialog(page).getByRole('button', { name: 'Enrol' }).click();
  await expect(
    dialog(page).getByText('Phone: this is not a United Kingdom number: check the digits'),
  ).toBeVisible();
  await dialog(page).getByLabel('Phone').fill('+44 (0)20 7946 0958');
  await dialog(page).getByRole('button', { name: 'Enrol' }).click();
  await expect(dialog(page).getByTestId('enrol-state')).toHaveAttribute('data-state', 'issued');
  await dialog(page).getByRole('button', { name: 'Done' }).click();

  const { members } = await station.core.handlers['members.search']({
    query: 'Mary Jackson',
    limit: 5,
  });
  expect(members.map((m) => m.fields['phone'])).toEqual(['+442079460958']);

  for (const typed of ['020 7946 0958', '+44 20 7946 0958']) {
    await find(page, typed);
    await expect(results(page).getByRole('option')).toHaveCount(1);
    await expect(results(page).getByRole('option')).toContainText('Mary Jackson');
  }
});

test('a number kept the old way, "+4402079460111", is found as "+44 20 7946 0111" too', async ({
  page,
  station,
}) => {
  await station.core.handlers['settings.update']({ phoneCountry: 'GB' });
  await station.addMember('Katherine Johnson', { phone: '+4402079460111' });
  await openCounter(page, station.url);
  for (const typed of ['+44 20 7946 0111', '020 7946 0111']) {
    await find(page, typed);
    await expect(results(page).getByRole('option')).toContainText('Katherine Johnson');
  }
});
