// A new customer at the counter: enrolled from the program's own fields, checked in at once,
// online and with the service stopped across a restart of the station, and their pass's page
// handed over as a QR code.
import { expect, type Page } from '@playwright/test';
import { API_PATHS } from '@shared/api';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import type { TestStation } from '../support/testStation';
import { expectFeedback, expectMember, openCounter } from '../support/counterPage';
import { serveProgram } from '../support/programs';
import { shoot } from '../support/shots';

const dialog = (page: Page) => page.getByRole('dialog', { name: /New member of/ });

async function enrol(page: Page, fields: Record<string, string>): Promise<void> {
  await page.keyboard.press('F9');
  await expect(dialog(page)).toBeVisible();
  for (const [label, value] of Object.entries(fields)) {
    await dialog(page).getByLabel(label).fill(value);
  }
  await dialog(page).getByRole('button', { name: 'Enrol' }).click();
}

async function listedAs(station: TestStation, name: string) {
  const users = (await station.call('GET', API_PATHS.listUsers(station.program.groupId))) as {
    customerId: string;
    dynamicFields: Record<string, string>;
    count?: number;
  }[];
  return users.filter((u) => u.dynamicFields['name'] === name);
}

test('in Arabic, a needed field is named in Arabic in its message', async ({ page, station }) => {
  await station.core.handlers['settings.update']({ language: 'ar' });
  await page.goto(`${station.url}#/counter`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('button', { name: /^عضو جديد/ }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'تسجيل', exact: true }).click();
  const needed = form.getByText('الاسم مطلوب: تعرضه البطاقة');
  await expect(needed).toBeVisible();
  await expect(form).not.toContainText('Name');
  await shoot(page, 'enrol-needed-ar', needed);
});

test('a member enrolled online gets a QR of their pass page and is checked in at once', async ({
  page,
  station,
}) => {
  await openCounter(page, station.url);
  await enrol(page, { 'Name (needed)': '  ' });
  await expect(dialog(page).getByText('Name is needed: the pass shows it')).toBeVisible();
  expect(await listedAs(station, '')).toHaveLength(0);

  await dialog(page).getByLabel('Name (needed)').fill('Augusta King');
  await dialog(page).getByRole('button', { name: 'Enrol' }).click();
  const state = dialog(page).getByTestId('enrol-state');
  await expect(state).toHaveAttribute('data-state', 'issued');
  const qr = dialog(page).getByTestId('qr-code');
  const url = await qr.getAttribute('data-value');
  const [onService] = await listedAs(station, 'Augusta King');
  expect(onService).toBeDefined();
  expect(url).toMatch(/\/card\/[0-9a-f]{24}$/);
  await expect(qr.getByRole('img', { name: /QR code of Augusta King’s pass page/ })).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await expectMember(page, onService!.customerId, `0 of ${station.program.max}`);
  await page.getByRole('button', { name: /\+1 stamp/ }).click();
  await expectFeedback(page, 'synced', 'Synced');
  expect(await station.countOnService(onService!.customerId)).toBe(1);

  // The customer's phone opens the QR's address: their pass, with the stamp just added.
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 800 });
  await phone.goto(url!);
  await expect(phone.getByText('Augusta King')).toBeVisible();
  await expect(phone.getByText(`1 of ${station.program.max} stamps`)).toBeVisible();
  await expect(phone.getByRole('img', { name: 'Barcode to show at the counter' })).toBeVisible();
});

test('a pass with an access code: the form asks for it, and the page asks for it first', async ({
  page,
  station,
}) => {
  await serveProgram(station, 'Locked card', ['name', 'pin', 'phone'], { accessCode: '{pin}' });
  await openCounter(page, station.url);

  await enrol(page, {
    'Name (needed)': 'Lena Locke',
    'Pin (needed)': '12345678901',
    Phone: '12',
  });
  await expect(dialog(page).getByText('Pin is at most 10 characters')).toHaveCount(0);
  await expect(dialog(page).getByLabel('Pin (needed)')).toHaveValue('1234567890');
  await expect(
    dialog(page).getByText(
      'Phone: type + and the country code first (e.g. +44 20 7946 0958), or choose this station’s country in Settings',
    ),
  ).toBeVisible();
  await dialog(page).getByLabel('Phone').fill('+44 20 7946 0958');
  await dialog(page).getByRole('button', { name: 'Enrol' }).click();
  await expect(dialog(page).getByTestId('enrol-state')).toHaveAttribute('data-state', 'issued');
  const url = await dialog(page).getByTestId('qr-code').getAttribute('data-value');

  const phone = await page.context().newPage();
  await phone.goto(url!);
  await expect(phone.getByLabel('Access code')).toBeVisible();
  await expect(phone.getByText('Lena Locke')).toHaveCount(0);
  await phone.getByLabel('Access code').fill('0000');
  await phone.getByRole('button', { name: 'Open' }).click();
  await expect(phone.getByRole('alert')).toHaveText(/That code is not right/);
  await phone.getByLabel('Access code').fill('1234567890');
  await phone.getByRole('button', { name: 'Open' }).click();
  await expect(phone.getByText('Lena Locke')).toBeVisible();
  await expect(phone.getByText('0 of 6 stamps')).toBeVisible();
});

test('enrolled offline and checked in twice, across a restart, then sent once back', async ({
  page,
  station,
}) => {
  await openCounter(page, station.url);
  await station.stopService();
  await enrol(page, { 'Name (needed)': 'Émile Zola' });
  const state = dialog(page).getByTestId('enrol-state');
  await expect(state).toHaveAttribute('data-state', 'saved');
  await expect(state).toContainText('can be checked in now');
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Émile Zola' })).toBeVisible();
  for (const stamps of [1, 2]) {
    await page.getByRole('button', { name: /\+1 stamp/ }).click();
    await expectFeedback(page, 'saved');
    await expect(page.getByTestId('count-label')).toHaveText(`${stamps} of ${station.program.max}`);
  }

  await station.restartStation();
  await openCounter(page, station.url);
  await station.startService();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect
    .poll(async () => (await listedAs(station, 'Émile Zola')).map((u) => u.count), {
      timeout: 20_000,
    })
    .toEqual([2]);
  const [emile] = await listedAs(station, 'Émile Zola');

  // Found by name without its accent, under the id the service gave them.
  await page.keyboard.press('F7');
  await page.getByTestId('member-search').fill('emile');
  const found = page.getByRole('listbox', { name: 'Members found' }).getByRole('option');
  await expect(found).toHaveCount(1);
  await found.click();
  await expectMember(page, emile!.customerId, `2 of ${station.program.max}`);
});
