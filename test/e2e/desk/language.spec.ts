// The station's language and the customer display's, chosen in Settings: each kept by the core
// before the page says so, the station's re-saying the open app at once (no reload) and after one.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { shoot } from '../support/shots';

/** A mark a reload would wipe: the language changes the page in place, it does not reload it. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { stillThisPage?: boolean }).stillThisPage = true;
  });
const isSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage === true);

test('choosing Deutsch turns navigation, status bar and Settings German, kept after a reload', async ({
  page,
  station,
}) => {
  await page.goto(`${station.url}#/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('status-waiting')).toHaveText('Nothing waiting');
  await markPage(page);

  const picker = page.getByLabel('Language of this station');
  // The five languages by their own names; the pseudo-locale is for tests, not offered.
  await expect(picker.locator('option')).toHaveText([
    'English',
    'Deutsch',
    'Español',
    'Français',
    'العربية',
  ]);
  await picker.selectOption({ label: 'Deutsch' });

  await expect(page.getByText('Gespeichert: Diese Station spricht Deutsch.')).toBeVisible();
  expect((await station.core.handlers['settings.get']({})).language).toBe('de');
  const nav = page.getByRole('navigation', { name: 'Bildschirme' });
  await expect(nav.getByRole('link', { name: /^Kasse/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByTestId('status-waiting')).toHaveText('Nichts wartet');
  await expect(page.getByLabel('Sprache dieser Station')).toHaveValue('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await isSamePage(page)).toBe(true);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await shoot(page, 'settings-de', page.getByLabel('Sprache dieser Station'));
  await page.setViewportSize({ width: 1024, height: 600 });
  await page.getByTestId('nav-more').click();
  await expect(page.getByRole('link', { name: /^Personal/ })).toBeVisible();
  await shoot(page, 'more-de');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bildschirme' })).toBeVisible();
  await expect(page.getByTestId('status-waiting')).toHaveText('Nichts wartet');
  await expect(page.getByLabel('Sprache dieser Station')).toHaveValue('de');
  // The core's answer to the key's check, in German too.
  await page.getByRole('button', { name: 'Verbindung testen' }).click();
  await expect(page.getByTestId('apikey-check')).toContainText('Funktioniert: Verbunden:');
});

test('the display’s language changes the display’s setting and not the station’s', async ({
  page,
  station,
}) => {
  await page.goto(`${station.url}#/settings`);
  const display = page.getByLabel('Language of the customer display');
  await expect(display).toHaveValue('en');
  await display.selectOption({ label: 'Français' });

  await expect(page.getByText('Saved: the customer display speaks Français.')).toBeVisible();
  const kept = await station.core.handlers['settings.get']({});
  expect({ language: kept.language, displayLanguage: kept.displayLanguage }).toEqual({
    language: 'en',
    displayLanguage: 'fr',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Language of this station')).toHaveValue('en');
});

test('Arabic is written right to left across the frame and Settings', async ({ page, station }) => {
  await page.goto(`${station.url}#/settings`);
  await page.getByLabel('Language of this station').selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'الشاشات' })).toBeVisible();
  expect((await station.core.handlers['settings.get']({})).language).toBe('ar');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await shoot(page, 'settings-ar', page.getByLabel('لغة هذه المحطة'));
  await page.goto(`${station.url}#/counter`);
  await expect(page.getByRole('navigation', { name: 'الشاشات' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تسجيل الحضور' })).toBeVisible();
  await shoot(page, 'counter-ar');
});
