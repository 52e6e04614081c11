// A member erased while the counter and the customer display show them: both let go of them at
// once, as the display is in the customer's view and the next customer stands there.
import { expect } from '@playwright/test';
import { axeOn } from '../support/axe';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { shoot } from '../support/shots';
import { test } from '../support/station';

test('erasing the member at the counter clears the counter and the customer display', async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Quill', { phone: '+44 20 7946 0001' });
  const display = await page.context().newPage();
  await display.goto(`${station.url}#/display`);
  const screen = display.getByTestId('customer-display');
  await expect(screen).toHaveAttribute('data-state', 'idle');

  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');
  await expect(screen).toContainText('Hello, Ada!');
  await expect(display.getByTestId('display-count')).toBeVisible();
  const counter = page.getByRole('main');
  await expect(counter).toContainText('Ada Quill');

  const records = await page.context().newPage();
  await records.goto(`${station.url}#/members/${encodeURIComponent(ada.customerId)}`);
  await records.getByRole('button', { name: 'Erase member…' }).click();
  await records.getByRole('button', { name: 'Erase Ada Quill' }).click();
  await expect(records).toHaveURL(/#\/members$/);

  // The display shows the program's branding again, nothing of hers.
  await expect(screen).toHaveAttribute('data-state', 'idle');
  await expect(screen).not.toContainText('Ada');
  await expect(display.getByTestId('display-count')).toHaveCount(0);
  expect((await axeOn(display).analyze()).violations).toEqual([]);
  // The counter, open all along, no longer shows her name, count, id or pass.
  await expect(page.getByText('No member yet: scan a pass.')).toBeVisible();
  for (const hers of ['Ada', 'Quill', ada.customerId, '7946']) {
    await expect(counter).not.toContainText(hers);
  }
  await expect(page.getByTestId('count-label')).toHaveCount(0);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await shoot(page, 'counter-after-erase');
  await shoot(display, 'display-after-erase');
});
