// The counter on the screens stores put at a till: after a scan, the member, +1 or Redeem, Undo
// and the online state are all inside the window, with nothing scrolled, at each common size.
import { expect, type Locator, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { expectFits, frameFit } from '../support/frameFit';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { test } from '../support/station';
import { addStaff, expectSignedIn, PEOPLE } from '../support/staffPage';

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
    // Every button shown, measured in one look: one that comes or goes meanwhile (the camera's
    // own) cannot leave a locator waiting for a button that is no longer there.
    const tooSmall = await page.getByRole('button').evaluateAll((buttons) =>
      buttons
        .map((button) => ({ button, box: button.getBoundingClientRect() }))
        .filter(({ button, box }) => {
          const shown = box.width > 0 && box.height > 0;
          return shown && button.checkVisibility({ visibilityProperty: true });
        })
        .filter(({ box }) => box.height < 44)
        .map(({ button, box }) => `${button.textContent ?? ''}: ${box.height} px high`),
    );
    expect(tooSmall, 'every button shown is a touch target (44 px high)').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`counter-${width}x${height}.png`) });
  });
}

/** What a cashier needs in view on the counter, with the frame around it. */
const COUNTER = {
  nav: '.nav',
  manualEntry: '.manual-entry input',
  stampOrRedeem: '.actions button.primary',
  undo: '.actions button.big:not(.primary)',
  setCount: '#set-count',
  set: '.set-count button[type="submit"]',
  message: '#message-preset',
};

test('the counter and its frame fit every till with no staff, a person signed in, any cashier, and with an error', async ({
  page,
  station,
}, testInfo) => {
  const ada = await station.addMember('Ada Lovelace');
  // Scanned after the error: a member of her own, so the repeat rule asks nothing however long
  // the checks before took.
  const bo = await station.addMember('Bo Peep');
  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');

  const fitsEverySize = async (state: string) => {
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      const where = `${state} at ${width}x${height}`;
      await expect(page.locator('.status-bar')).toBeVisible();
      const fit = await frameFit(
        page,
        state.startsWith('no staff')
          ? COUNTER
          : { ...COUNTER, switchPerson: '[data-testid="switch-person"]' },
      );
      expectFits(fit, where, { width, mayBeAbsent: false });
      await page.screenshot({
        path: testInfo.outputPath(
          `counter-${state.replaceAll(/\W+/g, '-')}-${width}x${height}.png`,
        ),
      });
    }
  };

  await fitsEverySize('no staff');
  const ids = await addStaff(station.core);
  await station.core.handlers['staff.signIn']({ staffId: ids.owner, pin: PEOPLE.owner.pin });
  await expectSignedIn(page, 'owner');
  await fitsEverySize('owner signed in');
  await station.core.handlers['staff.signOut']({});
  await expect(page.getByTestId('staff-person')).toHaveText('Any cashier');
  await expect(page.getByRole('link', { name: /^Templates/ })).toContainText('(needs a manager)');
  await fitsEverySize('any cashier');

  // A real failure: a code scanned offline that the service then refuses.
  await station.stopService();
  await typeCode(page, 'no-such-member-42');
  await expectFeedback(page, 'saved');
  await station.startService();
  await expect(page.getByTestId('status-attention')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('status-last-error')).toBeVisible();
  await typeCode(page, bo.customerId);
  await expectFeedback(page, 'synced', 'Synced');
  await fitsEverySize('any cashier, error');

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
  await station.core.handlers['staff.signIn']({ staffId: ids.owner, pin: PEOPLE.owner.pin });
  await expectSignedIn(page, 'owner');
  await expect(page.getByRole('link', { name: /^Templates/ })).not.toContainText(
    '(needs a manager)',
  );
  await fitsEverySize('owner signed in, error');
});
