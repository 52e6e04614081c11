// The first paint waits only for the words of the frame and the counter; the rest of the language
// is asked for right after it. Held back here, the counter still works in its language, and a
// screen that needs the rest shows that it is loading (never a message id) until the words come.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { expectFeedback } from '../support/counterPage';
import { shoot, TILL_SIZES } from '../support/shots';
import { cutText } from '../support/textFits';

/** The catalogue areas the first paint does without (see FIRST_PAINT_AREAS). */
const REST = /\/assets\/words-(templates|insights|members|settings|main|store|pass)-de-/;
/** A message id shown as text: an area, then at least two more parts. */
const AN_ID =
  /\b(common|shell|counter|templates|insights|members|settings|main|store|pass)\.[a-z]+\.[A-Za-z]/;

test('the counter works in German before the rest of German arrives; Members waits for it', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Ada Lovelace');
  await station.core.handlers['settings.update']({ language: 'de' });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(REST, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });

  await page.goto(`${station.url}#/counter`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const code = page.getByLabel('Kartencode eingeben (F6)');
  await expect(code).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Mitglied suchen/ })).toBeVisible();
  // Asked for once the counter was drawn, and still held back.
  await expect.poll(() => asked.length).toBeGreaterThan(0);

  await code.fill(member.customerId);
  await code.press('Enter');
  await expectFeedback(page, 'synced');
  await expect(page.getByTestId('member').locator('h2')).toHaveText('Ada Lovelace');
  await shoot(page, 'first-paint-counter-de');

  await page.getByRole('link', { name: /^Mitglieder/ }).click();
  await expect(page.locator('main')).toContainText('Wird geladen …');
  expect(await page.locator('body').innerText()).not.toMatch(AN_ID);
  await shoot(page, 'first-paint-members-waiting-de');

  release();
  await expect(page.getByLabel('Mitglied suchen')).toBeVisible();
  await expect(page.getByRole('row', { name: /Ada Lovelace/ }).first()).toBeVisible();
  // The list's age in German too, as every age is said.
  await expect(page.getByTestId('members-listed-at')).toHaveText(
    'Aus der Mitgliederliste dieser Station, vom Dienst gelesen gerade eben.',
  );
  // German's longer column names read whole on a till.
  for (const size of TILL_SIZES) {
    await page.setViewportSize(size);
    await expect.poll(() => cutText(page), { message: `at ${size.width}` }).toEqual([]);
  }
  await shoot(page, 'first-paint-members-de');
  expect(await page.locator('body').innerText()).not.toMatch(AN_ID);
  expect(problems.filter((text) => text.includes('[messages]'))).toEqual([]);
});

test('the last error opened with the page shows in German once the core’s words arrive, never as its id', async ({
  page,
  station,
}) => {
  await station.core.handlers['settings.update']({ language: 'de' });
  await page.goto(`${station.url}#/counter`);
  // A real failure: a code checked in offline that the service then refuses.
  await station.stopService();
  const code = page.getByLabel('Kartencode eingeben (F6)');
  await code.fill('no-such-member-42');
  await code.press('Enter');
  await expectFeedback(page, 'saved');
  await station.startService();
  const lastError = page.getByTestId('status-last-error');
  await expect(lastError).toContainText('Format passt nicht zum Dienst (Mitglieds-ID)');

  // Opened again with the core's words (the main area) held back.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(REST, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(code).toBeVisible();
  await expect(lastError).toBeVisible();
  expect(await page.locator('footer').innerText()).not.toMatch(AN_ID);
  await shoot(page, 'first-paint-error-waiting-de');
  release();
  await expect(lastError).toContainText('Format passt nicht zum Dienst (Mitglieds-ID)');
  await shoot(page, 'first-paint-error-de');

  // The failed check-in in the Queue: what it did and why it failed, both in German.
  await page.getByRole('link', { name: /^Warteschlange/ }).click();
  const failed = page.getByTestId('queue-item').filter({ hasText: 'no-such-member-42' });
  await expect(failed).toContainText('+1 für no-such-member-42');
  await expect(failed).toContainText('Format passt nicht zum Dienst (Mitglieds-ID)');
  await shoot(page, 'queue-failed-item-de');
});
