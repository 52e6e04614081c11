// The counter in the station's language, the customer display in its own: a scan read in French
// and in Arabic (right to left), and a display kept in English beside a German counter, following
// a change of its language without a reload.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { shoot } from '../support/shots';

/** A number as the page's Intl writes it in `locale` (Arabic may use its own digits). */
const numberIn = (page: Page, locale: string, n: number): Promise<string> =>
  page.evaluate(([l, v]) => new Intl.NumberFormat(l as string).format(v as number), [locale, n]);

const SCAN = [
  {
    language: 'fr',
    dir: 'ltr',
    empty: 'Pas encore de membre : scannez une carte.',
    field: 'Saisir un code de carte (F6)',
    synced: 'Synchronisé',
    detail: '+1 tampon',
    count: (one: string, max: string) => `${one} sur ${max}`,
    card: (one: string, max: string) => `${one} sur ${max} tampons`,
  },
  {
    language: 'ar',
    dir: 'rtl',
    empty: 'لا عضو بعد: امسح بطاقة.',
    field: 'اكتب رمز بطاقة (F6)',
    synced: 'تمت المزامنة',
    detail: '+1 ختم',
    count: (one: string, max: string) => `${one} من ${max}`,
    card: (one: string, max: string) => new RegExp(`^${one} من ${max} `),
  },
] as const;

for (const said of SCAN) {
  test(`a scan at the counter in ${said.language} shows the card and the outcome in it`, async ({
    page,
    station,
  }) => {
    await station.core.handlers['settings.update']({ language: said.language });
    const ada = await station.addMember('Ada Byron');
    await page.goto(`${station.url}#/counter`);
    await expect(page.getByText(said.empty)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', said.language);
    await expect(page.locator('html')).toHaveAttribute('dir', said.dir);

    const field = page.getByLabel(said.field);
    await field.fill(ada.customerId);
    await field.press('Enter');

    const feedback = page.getByTestId('feedback');
    await expect(feedback).toHaveAttribute('data-tone', 'synced');
    await expect(feedback.locator('strong')).toHaveText(said.synced);
    await expect(feedback.locator('span')).toHaveText(said.detail);
    const one = await numberIn(page, said.language, 1);
    const max = await numberIn(page, said.language, station.program.max);
    await expect(page.getByTestId('count-label')).toHaveText(said.count(one, max));
    await expect(page.getByTestId('stamp-card')).toHaveAttribute('aria-label', said.card(one, max));
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await shoot(page, `counter-${said.language}`);
  });
}

test('the customer display speaks its own language, and follows a change of it at once', async ({
  page,
  station,
}) => {
  await station.core.handlers['settings.update']({ language: 'de', displayLanguage: 'en' });
  const ada = await station.addMember('Ada Byron');
  const display = await page.context().newPage();
  await display.goto(`${station.url}#/display`);
  const screen = display.getByTestId('customer-display');
  await expect(screen).toContainText('Show your pass at the counter to collect.');
  await expect(display.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(`${station.url}#/counter`);
  await expect(page.getByText('Noch kein Mitglied: Karte scannen.')).toBeVisible();
  const field = page.getByLabel('Kartencode eingeben (F6)');
  await field.fill(ada.customerId);
  await field.press('Enter');
  await expect(page.getByTestId('feedback').locator('strong')).toHaveText('Synchronisiert');
  await expect(screen).toContainText('Hello, Ada!');
  await expect(screen).toContainText('Thank you! One more stamp.');
  await expect(display.getByTestId('display-count')).toHaveText(`1 of ${station.program.max}`);
  await shoot(page, 'counter-de');

  // The same page, never reloaded: the words change where they stand.
  await display.evaluate(
    () => ((window as unknown as { notReloaded: boolean }).notReloaded = true),
  );
  // The settings channel, as the Settings screen calls it from the station's page.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/ipc/settings.update', {
      method: 'POST',
      // The page's secret, kept in its tab, goes with every call its scripts make.
      headers: {
        'content-type': 'application/json',
        'x-passdesk-page': sessionStorage.getItem('passdesk-page-secret') ?? '',
      },
      body: JSON.stringify({ displayLanguage: 'fr' }),
    });
    return response.ok;
  });
  expect(answer).toBe(true);
  await expect(screen).toContainText('Bonjour, Ada !');
  await expect(screen).toContainText('Merci ! Un tampon de plus.');
  await expect(display.getByTestId('display-count')).toHaveText(`1 sur ${station.program.max}`);
  await expect(display.locator('html')).toHaveAttribute('lang', 'fr');
  expect(
    await display.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  await shoot(display, 'display-fr');
  // The counter stays in the station's language.
  await expect(page.getByTestId('feedback').locator('strong')).toHaveText('Synchronisiert');
});
