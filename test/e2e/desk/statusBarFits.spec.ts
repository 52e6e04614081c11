// The counter at the smallest till in every language, on a training station during an outage
// with an item needing attention and a last error: the problem keeps a readable share of the
// status bar, the training badge says whole what it is, the bar stays within its share of the
// height, the member's id is whole on one line, and the name under Undo is isolated.
import type { Page } from '@playwright/test';
import { directionOf, intlLocaleOf } from '@shared/i18n/locales';
import { expectFeedback, wedgeScan } from '../support/counterPage';
import { shoot } from '../support/shots';
import { cutText } from '../support/textFits';
import { API_KEY, expect, openStation, test } from './support/deskWorld';
import { seedStampProgram } from './support/seed';

const LANGUAGES = ['en', 'de', 'es', 'fr', 'ar'] as const;
/** The least width a problem's line keeps: enough for its first words. */
const PROBLEM_LINE_MIN_PX = 120;

/** What the bar's parts measure, as the page draws them. */
function barParts(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.status-bar')!.getBoundingClientRect();
    const id = document.querySelector('[data-testid="member-id"]')!;
    const idText = document.createRange();
    idText.selectNodeContents(id);
    const line = document.querySelector('[data-testid="status-last-error"]');
    return {
      problemLine: line?.getBoundingClientRect().width ?? null,
      share: bar.height / window.innerHeight,
      pageWidth: document.documentElement.scrollWidth,
      // One box per line the id's text takes.
      idLines: new Set([...idText.getClientRects()].map((box) => Math.round(box.top))).size,
    };
  });
}

for (const language of LANGUAGES) {
  test(`${language}: at 1024x600 the status bar shows training, an outage and the last error`, async ({
    page,
    world,
  }) => {
    const dynamicPassId = await seedStampProgram(world, 'Coffee card');
    const member = await world.addMember(dynamicPassId, { name: 'Ada Lovelace' });
    const { handlers } = world.core;
    await handlers['settings.setApiKey']({ apiKey: API_KEY });
    await handlers['settings.update']({
      serviceUrl: world.service.url,
      trainingMode: true,
      programId: dynamicPassId,
      language,
    });
    await handlers['templates.list']({ refresh: true });
    await page.setViewportSize({ width: 1024, height: 600 });
    await openStation(page, world, '/counter');
    await expect(page.locator('html')).toHaveAttribute('lang', intlLocaleOf(language));
    await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language));
    await expect(page.getByTestId('feedback')).toBeVisible();
    // A code scanned offline that the service then refuses: it needs attention, with an error.
    world.setOnline(false);
    await wedgeScan(page, 'no-such-member-42');
    await expectFeedback(page, 'saved');
    world.setOnline(true);
    // Attached, not visible: a line squeezed to nothing is exactly what this test looks for.
    await expect(page.getByTestId('status-last-error')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId('status-attention')).toBeVisible();
    // The line drops again, with a check-in waiting.
    world.setOnline(false);
    await wedgeScan(page, member.customerId);
    await expectFeedback(page, 'saved');
    await expect(page.locator('.status-bar')).toHaveAttribute('data-connection', 'offline', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('status-oldest')).toBeVisible();
    await expect(page.getByTestId('status-training')).toBeVisible();
    // The name under Undo is isolated from the words around it (Arabic's "for" before a Latin name).
    await expect(page.getByTestId('undo-what').locator('bdi')).toHaveText('Ada Lovelace');

    const parts = await barParts(page);
    expect
      .soft(parts.problemLine, 'the problem line keeps a readable width')
      .toBeGreaterThanOrEqual(PROBLEM_LINE_MIN_PX);
    expect.soft(parts.share, 'the bar stays within its share').toBeLessThanOrEqual(0.15);
    expect.soft(parts.pageWidth, 'nothing is wider than the window').toBeLessThanOrEqual(1024);
    expect.soft(parts.idLines, 'the member’s id is on one line').toBe(1);
    // Only the problem's line may end in an ellipsis (Details shows it whole).
    const cut = (await cutText(page)).filter(
      (c) =>
        (c.element.includes('status') && !c.element.includes('status-last-error')) ||
        c.element.includes('member-id'),
    );
    expect.soft(cut, 'the bar cuts no words but the problem’s, nor the member’s id').toEqual([]);
    await page.screenshot({ path: `/tmp/shots/status-${language}-1024.png` });
    await shoot(page, `status-bar-${language}`);
  });
}
