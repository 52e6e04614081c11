// The display facing the customer: the program's branding while nobody is at the counter, then
// the member's own card filling as the cashier acts, the reward when it is full, and nothing of
// anyone else.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';

test('the customer display follows the counter for the member at it, and only them', async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Byron', { phone: '+44 20 7946 0001' });
  const bob = await station.addMember('Bob Stone');
  await station.setCountOnService(bob.customerId, station.program.max - 1);
  const display = await page.context().newPage();
  await display.setViewportSize({ width: 1280, height: 800 });
  await display.goto(`${station.url}#/display`);
  const screen = display.getByTestId('customer-display');
  await expect(screen).toHaveAttribute('data-state', 'idle');
  await expect(screen).toContainText(station.program.name);
  await expect(screen).toContainText('Show your pass at the counter to collect.');
  await expect(display.getByRole('navigation')).toHaveCount(0);
  await expect(display.getByRole('button')).toHaveCount(0);
  expect((await axeOn(display).analyze()).violations).toEqual([]);

  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');
  await expect(screen).toHaveAttribute('data-state', 'customer');
  await expect(screen).toContainText('Hello, Ada!');
  await expect(display.getByTestId('display-count')).toHaveText(`1 of ${station.program.max}`);
  await expect(screen).toContainText('Thank you! One more stamp.');
  for (const private_ of ['Byron', ada.customerId, '7946']) {
    await expect(screen).not.toContainText(private_);
  }
  expect((await axeOn(display).analyze()).violations).toEqual([]);

  // The next customer replaces the first entirely; a full card shows the reward.
  await typeCode(page, bob.customerId);
  await expectFeedback(page, 'synced');
  await expect(screen).toContainText('Hello, Bob!');
  await expect(screen).not.toContainText('Ada');
  await expect(display.getByTestId('display-count')).toHaveText(
    `${station.program.max} of ${station.program.max}`,
  );
  await expect(screen).toContainText('Your card is full: your reward is ready!');
  await page.getByRole('button', { name: /Redeem/ }).click();
  await expect(screen).toContainText('Enjoy your reward! A new card starts now.');
  await expect(display.getByTestId('display-count')).toHaveText(`0 of ${station.program.max}`);
});
