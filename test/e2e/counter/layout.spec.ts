// The counter on the screens stores put at a till: after a scan, the member, +1 or Redeem, Undo
// and the online state are all inside the window, with nothing scrolled, at each common size.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { test } from '../support/station';

const SIZES = [
  [1024, 600],
  [1280, 800],
  [1366, 768],
  [1920, 1080],
] as const;

async function expectInside(page: Page, what: string, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, `${what} is on screen`).not.toBeNull();
  expect(box!.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right edge`).toBeLessThanOrEqual(width);
  expect(box!.y + box!.height, `${what} bottom edge`).toBeLessThanOrEqual(height);
}

for (const [width, height] of SIZES) {
  test(`after a scan at ${width}x${height}, everything a cashier needs is in view`, async ({
    page,
    station,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    const member = await station.addMember('Ada Lovelace');
    await openCounter(page, station.url);
    await typeCode(page, member.customerId);
    await expectFeedback(page, 'synced', 'Synced');

    await expectInside(page, 'the member', page.getByTestId('member').locator('header'));
    await expectInside(page, 'the count', page.getByTestId('count-label'));
    await expectInside(page, '+1', page.getByRole('button', { name: /\+1 stamp/ }));
    await expectInside(page, 'undo', page.getByRole('button', { name: /^Undo/ }));
    await expectInside(page, 'the answer', page.getByTestId('feedback'));
    await expectInside(page, 'the online state', page.getByTestId('status-connection'));
    const scrolled = await page.evaluate(
      () => document.scrollingElement!.scrollHeight > window.innerHeight,
    );
    expect(scrolled, 'the page itself does not scroll').toBe(false);
    for (const button of await page.getByRole('button').all()) {
      if (!(await button.isVisible())) continue;
      const box = (await button.boundingBox())!;
      expect(box.height, `${await button.textContent()} is a touch target`).toBeGreaterThanOrEqual(
        44,
      );
    }
    await page.screenshot({ path: testInfo.outputPath(`counter-${width}x${height}.png`) });
  });
}
