// The manager's insights over a seeded year: the period's totals, the rush hour on the heat map,
// CSV files whose sums match, a PNG, and the station's own figures said to be its own offline.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { RUSH_HOUR, seedHistory } from '../support/seedHistory';
import { test } from '../support/station';

const tile = (page: Page, label: string) =>
  page
    .getByTestId('insights-tiles')
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

const queueTile = (page: Page, label: string) =>
  page
    .getByTestId('queue-health')
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'latin1') };
}

const csvRows = (text: string) =>
  text
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));

test('a seeded year: the period’s totals, the rush hour, and CSV sums that match', async ({
  page,
  station,
}) => {
  const expected = await seedHistory(station, {
    members: 3000,
    visits: 40_000,
    days: 365,
    periodDays: 30,
    seed: 7,
  });
  await page.goto(`${station.url}#/insights`);
  await page.getByLabel('30 days').check();
  await expect(tile(page, 'Visits')).toHaveText(String(expected.visits));
  await expect(tile(page, 'Rewards')).toHaveText(String(expected.rewards));
  await expect(tile(page, 'Members')).toHaveText(String(expected.activeMembers));

  const busiest = page.locator('[data-busiest="true"]');
  await expect(busiest).toHaveAttribute('data-hour', String(RUSH_HOUR));
  const most = Math.max(...expected.grid.flat());
  await expect(busiest).toHaveText(String(most));
  const weekday = Number(await busiest.getAttribute('data-weekday'));
  expect(expected.grid[weekday]![RUSH_HOUR]).toBe(most);

  const perDay = await download(page, 'Save Visits per day as CSV');
  expect(perDay.name).toMatch(/visits-per-day\.csv$/);
  const days = csvRows(perDay.text);
  expect(days).toHaveLength(30);
  expect(days.reduce((sum, [, visits]) => sum + Number(visits), 0)).toBe(expected.visits);

  const byHour = await download(page, 'Save The rush: visits by hour as CSV');
  const hours = csvRows(byHour.text);
  expect(hours).toHaveLength(7);
  expect(hours.flatMap((row) => row.slice(1)).reduce((s, v) => s + Number(v), 0)).toBe(
    expected.visits,
  );
  expect(hours.map((row) => row.slice(1).map(Number))).toEqual(expected.grid);

  const byStation = await download(page, 'Save By station and person as CSV');
  const stationSum = csvRows(byStation.text)
    .filter(([station]) => station !== 'Other stations')
    .reduce((sum, row) => sum + Number(row.at(-1)), 0);
  expect(stationSum).toBe(expected.visits);

  const png = await download(page, 'Save Visits per day as PNG');
  expect(png.name).toMatch(/\.png$/);
  expect(png.text.slice(1, 4)).toBe('PNG');

  // Each chart's numbers are a table for screen readers; the page passes axe.
  await expect(page.getByRole('table', { name: 'Visits per day' })).toBeAttached();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});

test('offline: the station’s own figures, said to be so, and a check-in waiting', async ({
  page,
  station,
}) => {
  await page.goto(`${station.url}#/insights`);
  await page.getByLabel('Whole account').check();
  await expect(page.getByTestId('insights-notes')).toContainText('read just now');
  await station.stopService();
  const member = await station.core.handlers['counter.checkIn']({
    customerId: 'a'.repeat(24),
    action: { kind: 'increment' },
  });
  expect(member.item.state).toBe('pending');
  await page.getByRole('button', { name: 'Refresh' }).click();
  // Either the line is already known to be down, or the read just failed: both say so.
  await expect(page.getByTestId('insights-notes')).toContainText(
    /as last read|could not be brought up to date/,
  );
  await page.getByLabel('This station').check();
  await expect(page.getByTestId('insights-notes')).toContainText(
    '1 check-in is waiting to sync and not counted yet',
  );
  await expect(queueTile(page, 'Waiting to sync')).toHaveText('1');
  await expect(queueTile(page, 'Failed')).toHaveText('0');
});

test('each figure says what it counts, to the keyboard and to a screen reader', async ({
  page,
  station,
}) => {
  await page.setViewportSize({ width: 1024, height: 600 });
  const member = await station.addMember('Counted');
  await station.core.handlers['counter.checkIn']({
    customerId: member.customerId,
    action: { kind: 'increment' },
  });
  await page.goto(`${station.url}#/insights`);
  await page.getByLabel('This station').check();
  const about = page.getByRole('button', { name: 'What New members counts' });
  const definition = 'Of the members, those whose first visit ever was in the period.';
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(definition)).toBeHidden();
  // The number is described by its definition even while it is closed.
  await expect(tile(page, 'New members')).toHaveAccessibleDescription(definition);

  await about.focus();
  await page.keyboard.press('Enter');
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(definition)).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByText(definition)).toBeHidden();

  await page.getByRole('button', { name: 'What Waiting to sync counts' }).hover();
  await expect(page.getByText('Changes kept on this station that the service')).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByText('Changes kept on this station that the service')).toBeHidden();

  // The tables behind the charts: hidden they are not scrollable; shown, a month's rows scroll
  // in their box, which then takes focus so a keyboard can scroll it.
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.getByLabel('30 days').check();
  await page.getByRole('button', { name: 'Table' }).first().click();
  const table = page.locator('.insights-table:not(.visually-hidden)').first();
  await expect(table).toBeVisible();
  expect(await table.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await expect(page.getByRole('region', { name: 'Visits per day' })).toHaveAttribute(
    'tabindex',
    '0',
  );
});
