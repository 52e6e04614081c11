// axe finds no violations on the counter (with a member shown, a refusal, an unverified member)
// and on the queue (with an item).
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';

test('the counter and the queue have no accessibility violations', async ({ page, station }) => {
  // Five full axe runs over the page; each takes several seconds of CPU on a loaded machine.
  test.setTimeout(300_000);
  const member = await station.addMember('Axe');
  await openCounter(page, station.url);
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced');
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await typeCode(page, 'unknown-member');
  await expectFeedback(page, 'error');
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // Offline, the unknown code is kept (marked unverified) and fails once the service is back.
  await station.stopService();
  await typeCode(page, 'unknown-member');
  await expect(page.getByTestId('unverified')).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await station.startService();
  await expect(page.getByTestId('status-attention')).toBeVisible({ timeout: 30_000 });
  await page.goto(`${station.url}#/queue`);
  await expect(page.getByTestId('queue-item')).toHaveCount(1);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});
