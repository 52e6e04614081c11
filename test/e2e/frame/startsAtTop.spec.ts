// A screen opens at its top: after Settings was scrolled down and a setting changed there, the
// counter (its code already loaded, a member on it) opens with the member search and its answer
// in view, at a till's sizes.
import { expect } from '@playwright/test';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { test } from '../support/station';

const SIZES = [
  { width: 1024, height: 600 },
  { width: 1366, height: 768 },
] as const;

for (const size of SIZES) {
  test(`the counter opens at its top after a change in Settings at ${size.width}x${size.height}`, async ({
    page,
    station,
  }, testInfo) => {
    await page.setViewportSize(size);
    const ada = await station.addMember('Ada Lovelace');
    await openCounter(page, station.url);
    await station.stopService();
    await typeCode(page, ada.customerId);
    await expectFeedback(page, 'saved', 'Saved, will sync');

    await page.evaluate(() => (window.location.hash = '#/settings'));
    const save = page.getByRole('button', { name: 'Save settings' });
    await expect(save).toBeVisible();
    const screen = page.locator('main.screen');
    await page.getByLabel('Station name').fill('Front till');
    await screen.evaluate((area) => area.scrollTo({ top: area.scrollHeight }));
    await save.click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect.poll(() => screen.evaluate((area) => area.scrollTop)).toBeGreaterThan(100);

    await page.evaluate(() => (window.location.hash = '#/counter'));
    await expectFeedback(page, 'saved', 'Saved, will sync');
    await expect(page.getByTestId('member-search')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('feedback')).toBeInViewport({ ratio: 1 });
    expect(await screen.evaluate((area) => area.scrollTop)).toBe(0);
    await page.screenshot({
      path: testInfo.outputPath(`counter-after-settings-${size.width}x${size.height}.png`),
    });
  });
}
