// The customer display opened on its own at the smallest till, in every language, with a
// program's title long enough to wrap: the whole display fits the screen, with no page scroll.
import { directionOf, intlLocaleOf } from '@shared/i18n/locales';
import { API_KEY, expect, openStation, test } from '../desk/support/deskWorld';
import { seedStampProgram } from '../desk/support/seed';

const LANGUAGES = ['en', 'de', 'es', 'fr', 'ar'] as const;
const LONG_TITLE = 'The Corner Bakery and Coffee House Loyalty Card for Regulars';

for (const language of LANGUAGES) {
  test(`${language}: the display alone fits 1024x600 when the program's title wraps`, async ({
    page,
    world,
  }) => {
    const dynamicPassId = await seedStampProgram(world, LONG_TITLE, 10);
    const member = await world.addMember(dynamicPassId, { firstName: 'Ada' });
    const { handlers } = world.core;
    await handlers['settings.setApiKey']({ apiKey: API_KEY });
    await handlers['settings.update']({
      serviceUrl: world.service.url,
      programId: dynamicPassId,
      language,
      displayLanguage: language,
    });
    await handlers['templates.list']({ refresh: true });
    await page.setViewportSize({ width: 1024, height: 600 });
    await openStation(page, world, '/display');
    const display = page.getByTestId('customer-display');
    await expect(display).toContainText(LONG_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', intlLocaleOf(language));
    await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language));
    await handlers['counter.checkIn']({
      customerId: member.customerId,
      action: { kind: 'increment' },
    });
    await expect(display).toHaveAttribute('data-state', 'customer');
    await expect(display.locator('[data-moment="stamped"]')).not.toBeEmpty();

    const measured = await page.evaluate(() => {
      const title = document.querySelector('.customer-display h1')!;
      const range = document.createRange();
      range.selectNodeContents(title);
      return {
        pageHeight: document.documentElement.scrollHeight,
        pageWidth: document.documentElement.scrollWidth,
        displayHeight: document.querySelector('.customer-display')!.getBoundingClientRect().height,
        titleLines: new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size,
      };
    });
    await page.screenshot({ path: `/tmp/shots/display-${language}-1024.png` });
    expect(measured.titleLines, 'the title wraps, as this test means').toBeGreaterThan(1);
    expect.soft(measured.displayHeight, 'the display fits the screen').toBeLessThanOrEqual(600);
    expect.soft(measured.pageHeight, 'the page does not scroll').toBeLessThanOrEqual(600);
    expect.soft(measured.pageWidth, 'nothing is wider than the screen').toBeLessThanOrEqual(1024);
    for (const testId of ['stamp-card', 'display-count']) {
      const box = (await page.getByTestId(testId).boundingBox())!;
      expect.soft(box.y + box.height, `${testId} is in view`).toBeLessThanOrEqual(600);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `/tmp/shots/display-${language}-1366.png` });
  });
}
