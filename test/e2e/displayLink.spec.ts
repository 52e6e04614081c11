// The customer display's own link: shown on the counter's Settings, opened in a browser of its
// own it shows the display and can call nothing else; opened twice it says to use a fresh link.
import { mkdir } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './support/station';
import { axeOn } from './support/axe';

const SHOTS = process.env['PASSDESK_SHOTS'];
const SIZES = [
  { width: 1024, height: 600 },
  { width: 1366, height: 768 },
];

/** Screenshots for a person to look at, when asked for; never part of the check. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}x${size.height}.png` });
  }
}

/** A call made from inside the page, as its own scripts would make it. */
const callFromPage = (page: Page, channel: string, request: unknown = {}) =>
  page.evaluate(
    async ({ channel, request }) => {
      const response = await fetch(`/ipc/${channel}`, {
        method: 'POST',
        // The page's secret, kept in its tab, goes with every call its scripts make.
        headers: {
          'content-type': 'application/json',
          'x-passdesk-page': sessionStorage.getItem('passdesk-page-secret') ?? '',
        },
        body: JSON.stringify(request),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { channel, request },
  );

test("the display opens by its own link and may call nothing but the display's channels", async ({
  page,
  station,
  browser,
}) => {
  await page.goto(`${station.url}#/settings`);
  const field = page.getByLabel('Display link');
  await expect(field).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/\?launch=[\w-]+#\/display$/);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await field.scrollIntoViewIfNeeded();
  await shoot(page, 'settings-display-link');
  const link = await field.inputValue();

  // A second screen: a browser of its own, holding nothing of the counter's.
  const screen = await browser.newContext();
  const display = await screen.newPage();
  await display.goto(link);
  await expect(display).toHaveURL(/\/#\/display$/);
  await expect(display.getByTestId('customer-display')).toContainText(station.program.name);
  expect((await axeOn(display).analyze()).violations).toEqual([]);
  await shoot(display, 'display-by-link');

  const current = await callFromPage(display, 'display.current');
  expect(current.status).toBe(200);
  for (const [channel, request] of [
    ['settings.update', { stationName: 'Taken over' }],
    ['members.search', { query: 'a' }],
    ['display.link', {}],
  ] as const) {
    const answer = await callFromPage(display, channel, request);
    expect(answer.status, channel).toBe(403);
    expect(answer.body, channel).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  }
  expect((await station.core.handlers['settings.get']({})).stationName).not.toBe('Taken over');

  // The same link again, in yet another browser: used, and the page says what to do.
  const late = await browser.newContext();
  const again = await late.newPage();
  const answer = await again.goto(link);
  expect(answer?.status()).toBe(403);
  await expect(again.getByRole('heading', { level: 1 })).toHaveText(
    'This PassDesk link has been used or has expired',
  );
  await expect(again.getByText('Open the newest link PassDesk printed')).toBeVisible();
  expect((await axeOn(again).analyze()).violations).toEqual([]);
  await shoot(again, 'link-used');
  await screen.close();
  await late.close();
});

test('the display link PassDesk prints opens the display in a browser of its own', async ({
  station,
  browser,
}) => {
  // The link `npm run web` prints at start and after each use comes from the same call.
  const context = await browser.newContext();
  const display = await context.newPage();
  await display.goto(station.host.launchUrl('display'));
  await expect(display).toHaveURL(/\/#\/display$/);
  await expect(display.getByTestId('customer-display')).toContainText(station.program.name);
  const answer = await callFromPage(display, 'queue.list', { states: ['failed'] });
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  await context.close();
});
