// Insights and the Queue in German and Arabic: translated headings, weekday names from Intl in
// the station's language, numbers in the language's own form, and Arabic right to left.
import { expect, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { shoot } from '../support/shots';
import { seedHistory } from '../support/seedHistory';
import { test } from '../support/station';
import type { TestStation } from '../support/testStation';

interface Case {
  language: 'de' | 'ar';
  insights: string;
  /** The 30-day preset's label, around the number the page writes. */
  thirtyDays: (thirty: string) => string;
  visits: string;
  monday: string;
  queue: string;
  waiting: string;
}

const CASES: readonly Case[] = [
  {
    language: 'de',
    insights: 'Auswertung',
    thirtyDays: (thirty) => `${thirty} Tage`,
    visits: 'Besuche',
    monday: 'Montag',
    queue: 'Warteschlange',
    waiting: 'Wartet auf Sync',
  },
  {
    language: 'ar',
    insights: 'الإحصاءات',
    thirtyDays: (thirty) => `${thirty} يومًا`,
    visits: 'الزيارات',
    monday: 'الاثنين',
    queue: 'قائمة الانتظار',
    waiting: 'بانتظار المزامنة',
  },
];

/** How the page's own Intl writes a figure in a language: the form a tile must show. */
const figureIn = (page: Page, language: string, n: number) =>
  page.evaluate(
    ([tag, value]) => new Intl.NumberFormat(tag, { useGrouping: 'min2' }).format(value),
    [language, n] as const,
  );

async function checkInOffline(station: TestStation, names: string[]): Promise<void> {
  const members = [];
  for (const name of names) members.push(await station.addMember(name));
  await station.stopService();
  for (const member of members)
    await station.core.handlers['counter.checkIn']({
      customerId: member.customerId,
      action: { kind: 'increment' },
    });
}

for (const c of CASES) {
  test(`Insights and the Queue in ${c.language}`, async ({ page, station }) => {
    // More than 10,000 visits in the period, so the figure is grouped as the language groups it.
    const expected = await seedHistory(station, {
      members: 400,
      visits: 12_500,
      days: 30,
      periodDays: 30,
      seed: 11,
    });
    expect(expected.visits).toBeGreaterThanOrEqual(10_000);
    await station.core.handlers['settings.update']({ language: c.language });

    await page.goto(`${station.url}#/insights`);
    await expect(page.locator('html')).toHaveAttribute('lang', c.language);
    await expect(page.locator('html')).toHaveAttribute('dir', c.language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: c.insights })).toBeVisible();
    const thirty = await page.evaluate((tag) => new Intl.NumberFormat(tag).format(30), c.language);
    await page.getByLabel(c.thirtyDays(thirty)).check();

    const visits = page
      .getByTestId('insights-tiles')
      .locator('div', { has: page.getByText(c.visits, { exact: true }) })
      .locator('dd');
    const written = await figureIn(page, c.language, expected.visits);
    await expect(visits).toHaveText(written);
    // German groups thousands with a dot where English has a comma. (Arabic as `ar` is written
    // with Latin digits by Intl, so its figure is checked against Intl's own form above.)
    if (c.language === 'de') expect(written).toMatch(/^\d{2}\.\d{3}$/);
    // The period's last day, in the language's own date form (Arabic month names).
    const today = await page.evaluate(
      (tag) =>
        new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date()),
      c.language,
    );
    await expect(page.getByTestId('insights-notes')).toContainText(today);

    // The heat map's rows are the weekdays Intl names in this language, Monday first.
    const rows = page.locator('.heat-map tbody th[scope="row"]');
    await expect(rows).toHaveCount(7);
    await expect(rows.first()).toHaveAttribute('aria-label', c.monday);
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await shoot(page, `insights-${c.language}`);

    await checkInOffline(station, ['Ada Byron', 'Bob Marley']);
    await page.goto(`${station.url}#/queue`);
    await expect(page.getByRole('heading', { level: 1, name: c.queue })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: c.waiting })).toBeVisible();
    const ages = page.locator('.waiting-age');
    await expect(ages).toHaveCount(2);
    // The age is Intl's relative time in this language, not English.
    const ago = await page.evaluate(
      (tag) => new Intl.RelativeTimeFormat(tag, { style: 'short' }).format(-1, 'second'),
      c.language,
    );
    const word = ago.replace(/[\d٠-٩\s\u00a0\u200f\u061c]+/gu, ' ').trim();
    await expect(ages.first()).toContainText(word.split(' ')[0]!);
    await expect(ages.first()).not.toContainText('ago');
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await shoot(page, `queue-${c.language}`);
  });
}
