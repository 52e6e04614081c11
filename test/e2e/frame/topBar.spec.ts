// The top bar at a till: every screen is in reach at a glance, each tab whole in the bar or under
// More, whoever is signed in and however long their name; More opens by mouse and by keyboard.
import { expect, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { SCREENS } from '../support/frameFit';
import { drawn } from '../support/drawn';
import { openCounter } from '../support/counterPage';
import { test } from '../support/station';
import type { TestStation } from '../support/testStation';
import { addStaff, PEOPLE } from '../support/staffPage';

const SIZES = [
  { width: 1024, height: 600 },
  { width: 1366, height: 768 },
] as const;
const SHOTS = '/work/notes/shots/wt-nav';
const LONG_NAME = 'Maximiliana Wilhelmina Featherstonehaugh-Cholmondeley Smythe';

interface BarLayout {
  inBar: string[];
  underMore: string[];
  /** Each tab in the bar and More: not whole inside the bar, or over the person. */
  cut: string[];
  personCut: boolean;
}

/** Where each screen's link is, and which of those in the bar are not shown whole. */
async function barLayout(page: Page): Promise<BarLayout> {
  await drawn(page);
  return page.evaluate(() => {
    // The tabs' own box; a bar with no More holds them in its list alone.
    const bar = (document.querySelector('.nav-tabs') ??
      document.querySelector('.nav ul'))!.getBoundingClientRect();
    const tabs = [...document.querySelectorAll('.nav ul:not(.nav-more-list) > li > a')];
    const person = document.querySelector('.staff-bar')?.getBoundingClientRect();
    const hrefOf = (a: Element) => a.getAttribute('href')!.replace('#/', '');
    const cut: string[] = [];
    const parts = [...tabs, ...document.querySelectorAll('[data-testid="nav-more"]')];
    for (const part of parts) {
      const box = part.getBoundingClientRect();
      const whole =
        box.width > 0 &&
        box.left >= bar.left - 0.5 &&
        box.right <= bar.right + 0.5 &&
        box.right <= window.innerWidth &&
        (!person || box.right <= person.left + 0.5);
      if (!whole) cut.push(part.textContent ?? '');
    }
    const personBox = document.querySelector('.staff-person')?.getBoundingClientRect();
    return {
      inBar: tabs.map(hrefOf),
      underMore: [...document.querySelectorAll('.nav-more-list a')].map(hrefOf),
      cut,
      personCut: !!personBox && personBox.right > window.innerWidth,
    };
  });
}

async function expectEveryScreenInReach(page: Page, state: string, allInBarAt1366: boolean) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const screen of ['counter', 'staff']) {
      await page.evaluate((path) => (window.location.hash = `#/${path}`), screen);
      const current = page.locator('.nav a[aria-current="page"]');
      await expect(current).toHaveAttribute('href', `#/${screen}`);
      const where = `${state}, #/${screen} at ${size.width}x${size.height}`;
      const layout = await barLayout(page);
      expect.soft(layout.cut, `${where}: no tab cut`).toEqual([]);
      expect.soft(layout.personCut, `${where}: the person in the window`).toBe(false);
      expect
        .soft([...layout.inBar, ...layout.underMore].sort(), `${where}: each screen once`)
        .toEqual([...SCREENS].sort());
      // In navigation order, the bar's first, the current one always among them.
      expect
        .soft(layout.inBar, `${where}: the bar in order`)
        .toEqual(SCREENS.filter((s) => layout.inBar.includes(s)));
      if (size.width === 1366 && allInBarAt1366) {
        expect.soft(layout.underMore, `${where}: all fit, nothing under More`).toEqual([]);
      }
      if (size.width === 1024) expect.soft(layout.underMore.length, where).toBeGreaterThan(0);
      await page.screenshot({
        path: `${SHOTS}/top-bar-${state.replaceAll(/\W+/g, '-')}-${screen}-${size.width}x${size.height}.png`,
      });
    }
  }
  await page.evaluate(() => (window.location.hash = '#/counter'));
}

async function signIn(station: TestStation, page: Page, staffId: string, pin: string) {
  await station.core.handlers['staff.signIn']({ staffId, pin });
  await expect(page.getByTestId('staff-person')).not.toHaveText('Any cashier');
}

test('every screen is in reach, whole, for each person and for any cashier', async ({
  page,
  station,
}) => {
  await openCounter(page, station.url);
  const ids = await addStaff(station.core);
  await expect(page.getByTestId('staff-person')).toHaveText('Any cashier');
  // With padlocks on most tabs a cashier's bar is the widest: More may show even at 1366.
  await expectEveryScreenInReach(page, 'any cashier', false);

  for (const role of ['cashier', 'manager', 'owner'] as const) {
    await signIn(station, page, ids[role], PEOPLE[role].pin);
    await expect(page.getByTestId('staff-person')).toHaveText(`${PEOPLE[role].name} (${role})`);
    await expectEveryScreenInReach(page, `${role} signed in`, role !== 'cashier');
  }

  // The owner adds someone with a very long name, who then signs in.
  const long = await station.core.handlers['staff.add']({
    name: LONG_NAME,
    role: 'manager',
    pin: '482613',
  });
  await signIn(station, page, long.id, '482613');
  const person = page.getByTestId('staff-person');
  // Shortened on screen, still whole for a screen reader.
  await expect(person).toHaveText(`${LONG_NAME} (manager)`);
  await expectEveryScreenInReach(page, 'long name', false);
  await page.setViewportSize(SIZES[0]);
  expect(
    await person.evaluate((element) => element.scrollWidth > element.clientWidth),
    'the long name ends in an ellipsis',
  ).toBe(true);
});

test('More opens by mouse and by keyboard, holds the locks, and navigates', async ({
  page,
  station,
}) => {
  await page.setViewportSize(SIZES[0]);
  await openCounter(page, station.url);
  const ids = await addStaff(station.core);
  await signIn(station, page, ids.cashier, PEOPLE.cashier.pin);
  const more = page.getByRole('button', { name: 'More screens' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const list = page.locator('.nav-more-list');
  await expect(list).toBeHidden();

  // By mouse: opens, shows the screens with their lock words, and a press outside closes it.
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const staffLink = list.getByRole('link', { name: /^Staff/ });
  await expect(staffLink).toBeVisible();
  await expect(staffLink).toContainText('(needs the owner)');
  await expect(list.getByRole('link', { name: /^Settings/ })).toContainText('(needs a manager)');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/top-bar-more-open-1024x600.png` });
  await page.mouse.click(500, 400);
  await expect(list).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  // A link under More opens its screen and closes the list.
  await more.click();
  await list.getByRole('link', { name: /^Settings/ }).click();
  await expect(page.getByTestId('manager-gate')).toContainText(
    'The Settings screen is for managers.',
  );
  await expect(list).toBeHidden();
  // The current screen joins the bar.
  await expect(page.locator('.nav-tabs > ul a[aria-current="page"]')).toHaveAttribute(
    'href',
    '#/settings',
  );

  // By keyboard: Enter opens, arrows move, Escape closes and gives the focus back.
  await page.evaluate(() => (window.location.hash = '#/counter'));
  await expect(page.getByText('No member yet: scan a pass.')).toBeVisible();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const links = list.getByRole('link');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(links.nth((await links.count()) - 2)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(more).toBeFocused();
  // Arrow down on the closed button opens the list at its first link; Enter follows it.
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  const first = (await links.first().getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await expect(list).toBeHidden();

  // Tab moves through the list and, leaving it, closes it.
  await page.evaluate(() => (window.location.hash = '#/counter'));
  await more.focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < (await links.count()); i++) {
    await page.keyboard.press('Tab');
    await expect(links.nth(i)).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(list).toBeHidden();

  // Alt+digit reaches a screen under More as any other.
  await page.keyboard.press('Alt+9');
  await expect(page.locator('.nav-tabs > ul a[aria-current="page"]')).toHaveAttribute(
    'href',
    '#/staff',
  );
});
