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

for (const [width, height] of [
  [1024, 600],
  [1366, 768],
] as const) {
  test(`the customer display opened on its own at ${width}x${height} draws the card whole`, async ({
    browser,
    station,
  }, testInfo) => {
    const ada = await station.addMember('Ada Byron');
    // A page of its own that has never shown the counter: only the display's own styles load.
    const display = await browser.newPage({ viewport: { width, height } });
    await display.goto(`${station.url}#/display`);
    await expect(display.getByTestId('customer-display')).toHaveAttribute('data-state', 'idle');

    await station.core.handlers['counter.checkIn']({
      customerId: ada.customerId,
      action: { kind: 'increment' },
    });
    await expect(display.getByTestId('display-count')).toHaveText(`1 of ${station.program.max}`);

    const slots = await display
      .getByTestId('stamp-card')
      .locator(':scope > span')
      .evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().toJSON() as DOMRect));
    expect(slots).toHaveLength(station.program.max);
    for (const slot of slots) {
      expect(slot.width, 'a stamp is icon-sized').toBeLessThanOrEqual(120);
      expect(slot.height, 'a stamp is round, not stretched').toBeCloseTo(slot.width, 0);
    }
    const rows = new Set(slots.map((s) => Math.round(s.top)));
    expect(rows.size, 'the stamps sit side by side in rows').toBeLessThan(slots.length / 2);
    for (const testId of ['stamp-card', 'display-count']) {
      const box = (await display.getByTestId(testId).boundingBox())!;
      expect(box.y + box.height, `${testId} is in view`).toBeLessThanOrEqual(height);
      expect(box.x + box.width, `${testId} is in view`).toBeLessThanOrEqual(width);
    }
    await display.screenshot({ path: testInfo.outputPath(`display-alone-${width}x${height}.png`) });
  });
}
