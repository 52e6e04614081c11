// axe finds no violations on the counter (with a member shown) and on the queue (with an item).
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';

test('the counter and the queue have no accessibility violations', async ({ page, station }) => {
  // Four full axe runs over the page; each takes several seconds of CPU on a loaded machine.
  test.setTimeout(180_000);
  const member = await station.addMember('Axe');
  await openCounter(page, station.url);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await typeCode(page, 'unknown-member');
  await expectFeedback(page, 'error');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto(`${station.url}#/queue`);
  await expect(page.getByTestId('queue-item')).toHaveCount(1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
