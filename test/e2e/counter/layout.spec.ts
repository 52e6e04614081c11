// The counter on the screens stores put at a till: after a scan, the member, +1 or Redeem, Undo
// and the online state are all inside the window, with nothing scrolled, at each common size.
import { expect, type Locator, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
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

/** Where each part of the frame and the counter is, measured in the page at the current size. */
async function counterFit(page: Page) {
  return page.evaluate(() => {
    // In view without scrolling: inside the window, and what is at its centre is itself, not the
    // status bar or anything else drawn over it.
    document.querySelector('.screen')!.scrollTop = 0;
    const inside = (element: Element | null) => {
      if (!element) return 'missing';
      const box = element.getBoundingClientRect();
      const fits =
        box.left >= 0 &&
        box.top >= 0 &&
        box.right <= window.innerWidth + 0.5 &&
        box.bottom <= window.innerHeight + 0.5;
      if (!fits) return `outside (${Math.round(box.left)},${Math.round(box.top)})`;
      const atCentre = document.elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      );
      return atCentre && element.contains(atCentre) ? 'inside' : 'outside (covered)';
    };
    const button = (name: RegExp) =>
      [...document.querySelectorAll('button, select')].find((b) =>
        name.test((b.textContent ?? '') + (b.getAttribute('aria-label') ?? '')),
      ) ?? null;
    const field = document.querySelector('.manual-entry input')!;
    const fieldBox = field.getBoundingClientRect();
    const atCentre = document.elementFromPoint(
      fieldBox.left + fieldBox.width / 2,
      fieldBox.top + fieldBox.height / 2,
    );
    return {
      pageWidth: document.documentElement.scrollWidth,
      shiftedBy: Math.round(
        window.scrollX + document.querySelector('.app')!.getBoundingClientRect().left,
      ),
      statusShare:
        document.querySelector('.status-bar')!.getBoundingClientRect().height / window.innerHeight,
      navWidth: document.querySelector('.nav')!.scrollWidth,
      nav: inside(document.querySelector('.nav')),
      lock: document.querySelector('[data-testid="lock-now"]')
        ? inside(document.querySelector('[data-testid="lock-now"]'))
        : 'none',
      manualEntryReachable: atCentre !== null && field.contains(atCentre),
      manualEntry: inside(field),
      stamp: inside(button(/\+1 stamp|Redeem reward/)),
      undo: inside(button(/^Undo/)),
      setCount: inside(document.querySelector('#set-count')),
      set: inside(button(/^Set$/)),
      message: inside(document.querySelector('#message-preset')),
    };
  });
}

test('the counter and its frame fit every till with or without a PIN, locked, and with an error', async ({
  page,
  station,
}, testInfo) => {
  const ada = await station.addMember('Ada Lovelace');
  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');

  const fitsEverySize = async (state: string) => {
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      const where = `${state} at ${width}x${height}`;
      await expect(page.locator('.status-bar')).toBeVisible();
      const fit = await counterFit(page);
      expect
        .soft(fit.pageWidth, `${where}: the page is no wider than the window`)
        .toBeLessThanOrEqual(width);
      expect.soft(fit.shiftedBy, `${where}: the page is not shifted`).toBe(0);
      expect
        .soft(fit.navWidth, `${where}: the top bar holds its content`)
        .toBeLessThanOrEqual(width);
      expect
        .soft(fit.statusShare, `${where}: the status bar's share of the height`)
        .toBeLessThanOrEqual(0.15);
      expect.soft(fit.manualEntryReachable, `${where}: nothing covers the manual entry`).toBe(true);
      for (const part of [
        'nav',
        'lock',
        'manualEntry',
        'stamp',
        'undo',
        'setCount',
        'set',
        'message',
      ] as const) {
        expect
          .soft([part, fit[part]], `${where}: ${part} is in view`)
          .not.toEqual([part, expect.stringMatching(/outside|missing/)]);
      }
      await page.screenshot({
        path: testInfo.outputPath(
          `counter-${state.replaceAll(/\W+/g, '-')}-${width}x${height}.png`,
        ),
      });
    }
  };

  await fitsEverySize('no PIN');
  await station.core.handlers['lock.setPin']({ pin: '2468' });
  await expect(page.getByTestId('lock-now')).toBeVisible();
  await fitsEverySize('PIN set, open');
  await page.getByTestId('lock-now').click();
  await expect(page.getByRole('link', { name: /^Templates/ })).toContainText('(manager PIN)');
  await fitsEverySize('PIN set, locked');

  // A real failure: a code scanned offline that the service then refuses.
  await station.stopService();
  await typeCode(page, 'no-such-member-42');
  await expectFeedback(page, 'saved');
  await station.startService();
  await expect(page.getByTestId('status-attention')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('status-last-error')).toBeVisible();
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');
  await fitsEverySize('PIN set, locked, error');

  // The error is cut to one line; Details shows it whole, from the keyboard too.
  await page.setViewportSize({ width: 1024, height: 600 });
  const details = page.getByTestId('status-last-error-details');
  await details.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('status-last-error-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toContainText(/^Last error .* ago$/);
  await expect(dialog).toContainText(
    'That member id is not in the form the service uses. Check that the code was scanned from the pass itself, or retype it.',
  );
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(details).toBeFocused();
  await station.core.handlers['lock.unlock']({ pin: '2468' });
  await expect(page.getByTestId('lock-now')).toBeVisible();
  await fitsEverySize('PIN set, open, error');
  await station.core.handlers['lock.setPin']({ pin: null });
  await expect(page.getByRole('link', { name: /^Templates/ })).not.toContainText('(manager PIN)');
  await fitsEverySize('no PIN, error');
});
