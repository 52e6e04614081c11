// The frame around every screen (the tabs, the Lock button, the status bar) fits a till's window
// with a PIN set, open or locked, and with an error showing: nothing is cut off or pushed aside.
import { expect, type Page } from '@playwright/test';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { expectFits, frameFit, SCREENS } from '../support/frameFit';
import { test } from '../support/station';
import { addStaff, expectSignedIn, PEOPLE } from '../support/staffPage';

const SIZES = [
  [1024, 600],
  [1366, 768],
] as const;

/** The frame's parts; Switch person and Details show only in some states. */
const FRAME = {
  nav: '.nav',
  currentTab: '.nav a[aria-current="page"]',
  switchPerson: '[data-testid="switch-person"]',
  statusBar: '.status-bar',
  details: '[data-testid="status-last-error-details"]',
};

async function fitsEveryScreen(page: Page, state: string, shots: (name: string) => string) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    for (const screen of SCREENS) {
      await page.evaluate((path) => (window.location.hash = `#/${path}`), screen);
      await expect(page.locator('.nav a[aria-current="page"]')).toHaveAttribute(
        'href',
        `#/${screen}`,
      );
      await expect(page.getByText('Loading…')).toHaveCount(0);
      const where = `${state}, #/${screen} at ${width}x${height}`;
      expectFits(await frameFit(page, FRAME), where, { width, mayBeAbsent: true });
      await page.screenshot({ path: shots(`${state}-${screen}-${width}x${height}`) });
    }
  }
}

test("every screen's frame fits a till, with a person signed in, any cashier, and with an error", async ({
  page,
  station,
}, testInfo) => {
  const shots = (name: string) => testInfo.outputPath(`${name.replaceAll(/\W+/g, '-')}.png`);
  const ada = await station.addMember('Ada Lovelace');
  await openCounter(page, station.url);
  // A real failure: a code scanned offline that the service then refuses.
  await station.stopService();
  await typeCode(page, 'no-such-member-42');
  await expectFeedback(page, 'saved');
  await station.startService();
  await expect(page.getByTestId('status-last-error')).toBeVisible({ timeout: 30_000 });
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');

  const ids = await addStaff(station.core);
  await station.core.handlers['staff.signIn']({ staffId: ids.owner, pin: PEOPLE.owner.pin });
  await expectSignedIn(page, 'owner');
  await fitsEveryScreen(page, 'owner signed in, error', shots);
  await page.getByTestId('switch-person').click();
  await page.getByRole('button', { name: 'Go on as any cashier' }).click();
  await expect(page.getByRole('link', { name: /^Templates/ })).toContainText('(needs a manager)');
  await fitsEveryScreen(page, 'any cashier, error', shots);
});
