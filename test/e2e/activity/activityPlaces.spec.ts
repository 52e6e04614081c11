// The owner's Activity screen where a till may find itself: with the service down, on the
// smallest till's screen in Arabic, and at a store of two tills, each showing the other's visits
// and the store's one set of rules.
import { expect, type Page } from '@playwright/test';
import { activityFlags, expectActivity, flagCard, seedAda } from '../support/activityPage';
import { axeOn } from '../support/axe';
import { drawn } from '../support/drawn';
import { shoot } from '../support/shots';
import { test } from '../support/station';
import { addStaff, PEOPLE } from '../support/staffPage';
import { pairTills, test as tillsTest } from '../support/storeTills';
import { cutText } from '../support/textFits';

const REASON = 'a birthday party, six coffees';

test('offline, the flags are listed from the station’s own data and a dismissal is kept', async ({
  page,
  station,
}) => {
  await seedAda(station);
  await station.stopService();
  await page.goto(`${station.url}#/activity`);
  await expect(page.getByTestId('status-connection')).toHaveText('Offline');
  await expectActivity(page, 2);

  const many = flagCard(page, 'Many stamps in a day');
  await many.getByLabel('Why').fill(REASON);
  await many.getByRole('button', { name: 'Save' }).click();
  await expect(many).toBeHidden();
  await expect(page.getByTestId('flag-count')).toHaveText('1');

  await page.reload();
  await expect(page.getByTestId('status-connection')).toHaveText('Offline');
  await expectActivity(page, 1);
  await expect(page.getByTestId('flag-count')).toHaveText('1');
  await page.getByLabel('Show dismissed').check();
  await expect(activityFlags(page)).toHaveCount(2);
  await expect(page.getByText(`Dismissed by Olive: ${REASON}`)).toBeVisible();
});

/** Nothing wider than the window, and no word cut. */
async function expectFitsWhole(page: Page, what: string): Promise<void> {
  await drawn(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what}: the page's width`).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await cutText(page), `${what}: words cut`).toEqual([]);
}

test('on the smallest till in Arabic, right to left, every word whole', async ({
  page,
  station,
}) => {
  await seedAda(station);
  await station.core.handlers['settings.update']({ language: 'ar' });
  await page.setViewportSize({ width: 1024, height: 600 });
  await page.goto(`${station.url}#/activity`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = page.getByRole('heading', { level: 1, name: 'نشاط يستحق النظر' });
  await expect(title).toBeVisible();
  await expect(activityFlags(page)).toHaveCount(2);
  // Right to left: the title starts at the right of the screen, beside the navigation.
  const box = (await title.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1024 / 2);
  await expectFitsWhole(page, 'the list at 1024x600');

  const many = flagCard(page, 'أختام كثيرة في يوم واحد');
  await many.locator('summary').click();
  await expect(many.getByRole('row')).toHaveCount(7);
  await expectFitsWhole(page, 'a flag opened at 1024x600');
  await shoot(page, 'activity-open-ar', many);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});

tillsTest(
  'at two tills, each lists the other’s stamps with how they were made',
  async ({ browser, tills }) => {
    const { one, two } = tills;
    await pairTills(tills);
    const [ada, bo] = [await one.addMember('Ada Lovelace'), await one.addMember('Bo Brook')];
    const ids = await addStaff(one.core, { anyCashier: false });
    await one.core.handlers['staff.signIn']({ staffId: ids.owner, pin: PEOPLE.owner.pin });
    await one.core.handlers['settings.update']({
      openingHours: Array.from({ length: 7 }, () => null),
    });
    // The store's people reach Till 2; its cashier stamps Ada six times, picked from the list, and
    // Bo once, his code typed by hand.
    await expect
      .poll(async () => (await two.core.handlers['staff.session']({})).people.length, {
        timeout: 60_000,
      })
      .toBe(3);
    const at2 = two.core.handlers;
    await at2['staff.signIn']({ staffId: ids.cashier, pin: PEOPLE.cashier.pin });
    for (let i = 0; i < 6; i += 1) {
      await at2['counter.checkIn']({ customerId: ada.customerId, action: { kind: 'increment' } });
    }
    expect(
      (await at2['counter.scan']({ text: bo.customerId, source: 'manual' })).item,
    ).toBeTruthy();
    await at2['staff.signIn']({ staffId: ids.owner, pin: PEOPLE.owner.pin });
    // The opening hours set at Till 1 are the store's: Till 2 has them without being told.
    await expect
      .poll(async () => (await at2['settings.get']({})).openingHours, { timeout: 60_000 })
      .toEqual(Array.from({ length: 7 }, () => null));

    for (const till of [
      { name: 'Till 1', core: one.core, url: one.url },
      { name: 'Till 2', core: two.core, url: two.url },
    ]) {
      await till.core.handlers['flags.summary']({ seen: true });
      // Each till has looked through the other's visits before its screen is opened.
      await expect
        .poll(
          async () => {
            const listed = await till.core.handlers['flags.list']({ state: 'open', limit: 100 });
            return listed.behind ? -1 : listed.flags.length;
          },
          { message: `${till.name}'s flags`, timeout: 60_000 },
        )
        .toBe(2);
      const page = await browser.newPage();
      await page.goto(`${till.url}#/activity`);
      await expectActivity(page, 2);
      const many = flagCard(page, 'Many stamps in a day');
      await expect(many, till.name).toContainText('Stamps in one day: 6');
      await many.locator('summary').click();
      await expect(many.getByRole('row').filter({ hasText: 'Till 2' }), till.name).toHaveCount(6);
      await expect(many.getByRole('row').nth(1), till.name).toContainText(
        'stamp, picked from a search',
      );
      const outside = flagCard(page, 'Outside opening hours');
      await outside.locator('summary').click();
      const typed = outside.getByRole('row').filter({ hasText: 'stamp, typed' });
      await expect(typed, till.name).toHaveCount(1);
      await expect(typed, till.name).toContainText('Till 2');
      await expect(typed, till.name).toContainText('Cal');
      // The rules say where they apply, and show the store's hours: closed every day.
      await page.getByRole('button', { name: 'Rules' }).click();
      const rules = page.getByTestId('activity-rules');
      await expect(rules, till.name).toContainText('Shared by every till of the store.');
      await expect(rules.getByLabel('Closed').and(page.locator(':checked'))).toHaveCount(7);
      await page.close();
    }

    // Till 1's screen open, the owner raises the threshold at Till 2: six stamps are no longer
    // many, and Till 1 shows it without being reloaded.
    const page = await browser.newPage();
    await page.goto(`${one.url}#/activity`);
    await expectActivity(page, 2);
    const { flagRules } = await at2['settings.get']({});
    await at2['settings.update']({
      flagRules: { ...flagRules, manyStamps: { on: true, most: 6 } },
    });
    await expect(flagCard(page, 'Many stamps in a day')).toBeHidden({ timeout: 60_000 });
    await expectActivity(page, 1);
    await page.close();
  },
);
