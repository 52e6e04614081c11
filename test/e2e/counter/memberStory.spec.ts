// A member's story from the counter: every change with who made it, this station's waiting ones
// marked, and their pass archived from here or from the Archive screen by scanning it.
import { expect, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { test } from '../support/station';

const details = (page: Page) => page.getByRole('dialog', { name: 'Ada Lovelace' });
const rows = (page: Page) => page.getByTestId('member-history').locator('tbody tr');

test('the history names who made each change and marks the ones not yet synced', async ({
  page,
  station,
}) => {
  const { stationName } = await station.core.handlers['settings.get']({});
  const ada = await station.addMember('Ada Lovelace');
  await station.setCountOnService(ada.customerId, 2);
  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');

  await page.getByRole('button', { name: 'History' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText('+1 stamp');
  await expect(rows(page).nth(0)).toContainText(stationName);
  await expect(rows(page).nth(0)).toContainText('confirmed');
  await expect(rows(page).nth(1)).toContainText('Count set to 2');
  await expect(rows(page).nth(1)).toContainText('another station');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await details(page).getByRole('button', { name: 'Close' }).click();
  await expect(details(page)).toHaveCount(0);

  await station.stopService();
  await page.getByRole('button', { name: /\+1 stamp/ }).click();
  await expectFeedback(page, 'saved');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(details(page)).toContainText('only this station');
  await expect(rows(page).nth(0)).toContainText('not yet synced');
  await expect(rows(page)).toHaveCount(2);
});

test('a pass is archived from the member found by scan, with their name shown first', async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Lovelace');
  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');
  await page.getByRole('button', { name: 'History' }).click();
  await details(page).getByRole('button', { name: 'Archive pass…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive Ada Lovelace’s pass?' });
  await expect(confirm).toContainText(ada.cardId);
  await expect(confirm).toContainText('archived section of their wallet');
  await confirm.getByRole('button', { name: 'Archive the pass' }).click();
  await expect(page.getByTestId('member-archive-outcome')).toHaveAttribute('data-tone', 'success');
  const pass = (await station.call('GET', `/api/card/${ada.cardId}`)) as { stateType: string };
  expect(pass.stateType).toBe('EXPIRED');
});

test('the Archive screen reads a scanned member code to their pass', async ({ page, station }) => {
  const ada = await station.addMember('Ada Lovelace');
  await page.goto(`${station.url}#/archive`);
  await page.getByLabel('Pass code or pass id').fill(ada.customerId);
  await page.getByLabel('Pass code or pass id').press('Enter');
  const confirm = page.getByRole('alertdialog', { name: /^Archive Ada Lovelace['’]s pass\?$/ });
  await expect(confirm).toContainText(ada.cardId);
  await confirm.getByRole('button', { name: 'Archive the pass' }).click();
  await expect(page.getByTestId('archive-outcome')).toHaveAttribute('data-tone', 'success');
  const pass = (await station.call('GET', `/api/card/${ada.cardId}`)) as { stateType: string };
  expect(pass.stateType).toBe('EXPIRED');
});
