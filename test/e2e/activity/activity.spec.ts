// Activity to look at, as the owner sees it in English, German and Arabic: the day's summary at
// the first look, the count beside the owner's name, flags by day with the visits behind them,
// a member's history, a decision; axe finds nothing; and a cashier sees none of it.
import { expect } from '@playwright/test';
import { axeOn } from '../support/axe';
import { shoot } from '../support/shots';
import { test } from '../support/station';
import { PEOPLE } from '../support/staffPage';
import { seedFlags as seedStation } from '../support/activityPage';
import type { TestStation } from '../support/testStation';

const CASES = [
  {
    language: 'en',
    title: 'Activity to look at',
    many: 'Many stamps in a day',
    summary: 'Daily summary',
    rules: 'Rules',
    shared: 'Shared by every till of the store.',
  },
  {
    language: 'de',
    title: 'Zu prüfende Aktivität',
    many: 'Viele Stempel an einem Tag',
    summary: 'Tageszusammenfassung',
    rules: 'Regeln',
    shared: 'Gelten für alle Kassen des Geschäfts.',
  },
  {
    language: 'ar',
    title: 'نشاط يستحق النظر',
    many: 'أختام كثيرة في يوم واحد',
    summary: 'ملخص اليوم',
    rules: 'القواعد',
    shared: 'مشتركة بين كل صناديق المتجر.',
  },
] as const;

/** The flags of a member stamped six times at a store closed all week, the summary not seen. */
async function seedFlags(station: TestStation) {
  const ada = await station.addMember('Ada Lovelace');
  return seedStation(station.core, ada.customerId);
}

for (const c of CASES) {
  test(`Activity to look at in ${c.language}`, async ({ page, station }) => {
    await seedFlags(station);
    await station.core.handlers['settings.update']({ language: c.language });
    await page.goto(`${station.url}#/activity`);
    await expect(page.locator('html')).toHaveAttribute('lang', c.language);

    // The owner's first look of the day: the summary, once.
    const summary = page.getByTestId('daily-summary');
    await expect(summary.getByRole('heading', { name: c.summary })).toBeVisible();
    await shoot(page, `activity-summary-${c.language}`);
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await summary.getByRole('button').first().click();
    await expect(summary).toBeHidden();

    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByTestId('flag-count')).toHaveText('2');
    const many = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: c.many }) });
    await expect(many).toBeVisible();
    await many.locator('summary').click();
    await expect(many.getByRole('row')).toHaveCount(7);
    await shoot(page, `activity-${c.language}`, many);
    expect((await axeOn(page).analyze()).violations).toEqual([]);

    await many.getByRole('button').first().click();
    await expect(page.getByTestId('activity-look').getByRole('row')).toHaveCount(7);
    await shoot(page, `activity-history-${c.language}`, page.getByTestId('activity-look'));

    // The rules say they are the store's, not this till's.
    await page.getByRole('button', { name: c.rules, exact: true }).click();
    await expect(page.getByTestId('activity-rules')).toContainText(c.shared);
    await shoot(page, `activity-rules-${c.language}`, page.getByTestId('activity-rules'));
  });
}

test('a dismissal with its reason, and nothing shown to a cashier', async ({ page, station }) => {
  const ids = await seedFlags(station);
  await station.core.handlers['flags.summary']({ seen: true });
  await page.goto(`${station.url}#/activity`);
  const many = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'Many stamps in a day' }) });
  await many.getByLabel('Why').fill('a birthday party, six coffees');
  await many.getByRole('button', { name: 'Save' }).click();
  await expect(many).toBeHidden();
  await expect(page.getByTestId('flag-count')).toHaveText('1');
  await page.getByLabel('Show dismissed').check();
  await expect(page.getByText('Dismissed by Olive: a birthday party, six coffees')).toBeVisible();
  await page.getByRole('button', { name: 'Rules' }).click();
  await shoot(page, 'activity-rules-en', page.getByTestId('activity-rules'));
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await station.core.handlers['staff.signIn']({ staffId: ids.cashier, pin: PEOPLE.cashier.pin });
  await page.goto(`${station.url}#/counter`);
  await expect(page.getByTestId('staff-person')).toContainText('Cal');
  await expect(page.getByTestId('flag-count')).toHaveCount(0);
  await expect(page.getByTestId('daily-summary')).toHaveCount(0);
});
