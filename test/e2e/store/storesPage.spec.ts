// Settings → Stores and tills on a paired till: it fits both till sizes with nothing cut and axe
// finding nothing; addresses typed by hand are checked and kept; sharing pauses and resumes; and
// forgetting a till is the owner's, confirmed, and names whose PINs to change.
import { expect, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { shoot, TILL_SIZES } from '../support/shots';
import { addStaff, expectSignedIn, signInAs } from '../support/staffPage';
import { pairTills, test } from '../support/storeTills';

/** Whether anything on the page is wider than its box (a word or a field cut at its edge). */
function cutParts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.stores .form-group, .stores .form-group *')]
      .filter(
        (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto',
      )
      // Fields scroll their own text; words kept only for screen readers have no box to fit.
      .filter(
        (el) => !['INPUT', 'TEXTAREA'].includes(el.tagName) && !el.closest('.visually-hidden'),
      )
      .map((el) => `${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`),
  );
}

test('the Stores and tills page fits a till and keeps what a manager changes', async ({
  page,
  tills,
}) => {
  const { one } = tills;
  await pairTills(tills);
  await addStaff(one.core);
  await page.goto(`${one.url}#/settings`);
  await signInAs(page, 'manager');
  await expectSignedIn(page, 'manager');
  const pointer = page.getByTestId('settings-stores');
  await expect(pointer).toContainText('This till shares with one other till.');
  await shoot(page, 'settings-stores-pointer', pointer);
  await pointer.getByRole('link', { name: 'Stores and tills' }).click();
  await expect(page.getByRole('heading', { name: 'Stores and tills', level: 1 })).toBeVisible();
  await expect(page.getByTestId('paired-station')).toHaveCount(1);

  for (const size of TILL_SIZES) {
    await page.setViewportSize(size);
    const where = `${size.width}x${size.height}`;
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      where,
    ).toBeLessThanOrEqual(size.width);
    expect(await cutParts(page), `${where}: nothing cut`).toEqual([]);
  }
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await shoot(page, 'stores-page');

  // Addresses typed by hand: a bad one said by the field, good ones kept in the settings.
  const addresses = page.getByTestId('peer-addresses');
  const field = addresses.getByLabel('Addresses (host:port), one a line');
  await field.fill('127.0.0.1:4380\ntill three');
  await addresses.getByRole('button', { name: 'Save the addresses' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/“till three”: give the address as host:port/);
  await shoot(page, 'stores-addresses-refused', addresses);
  await field.fill('127.0.0.1:4380\n127.0.0.2:4381');
  await addresses.getByRole('button', { name: 'Save the addresses' }).click();
  await expect(addresses.getByRole('status')).toHaveText(
    'Saved: this till also tries 127.0.0.1:4380, 127.0.0.2:4381.',
  );
  expect((await one.core.handlers['settings.get']({})).peerAddresses).toEqual([
    '127.0.0.1:4380',
    '127.0.0.2:4381',
  ]);

  // Sharing paused: kept by the core, said in the status bar; then resumed.
  const sharing = page.getByTestId('store-sharing');
  await sharing.uncheck();
  await expect(page.getByTestId('status-peers-paused')).toHaveText(
    'Sharing with other tills paused',
  );
  expect((await one.core.handlers['store.status']({})).sharing).toBe(false);
  await sharing.check();
  await expect(page.getByTestId('status-peers-linked')).toHaveText('Till 2');

  // Forgetting a till: a manager sees it is the owner's, and the owner confirms.
  const row = page.getByTestId('paired-station');
  const forget = row.getByRole('button', { name: /^Forget…/ });
  await expect(forget).toHaveAccessibleName('Forget… (needs the owner)');
  await forget.click();
  const confirm = page.getByTestId('forget-station');
  await expect(confirm.getByRole('heading', { name: 'The owner needs to sign in' })).toBeVisible();
  await shoot(page, 'stores-forget-gate');
  await signInAs(confirm, 'owner');
  await expect(confirm).toContainText('The store stops trusting Till 2');
  await shoot(page, 'stores-forget-confirm');
  await confirm.getByRole('button', { name: 'Forget Till 2' }).click();
  await expect(page.getByTestId('paired-stations').getByRole('status')).toHaveText(
    'Till 2 is forgotten: it is refused from now on.',
  );
  await expect(page.getByTestId('status-peers')).toHaveCount(0);
  // The till held everyone's PIN hash: the owner is told whose PINs to change.
  const pins = page.getByTestId('pins-to-change');
  await expect(pins).toContainText('Till 2 was forgotten, and it held the PINs of');
  await expect(pins).toContainText('change their PIN in Staff');
  for (const size of TILL_SIZES) {
    await page.setViewportSize(size);
    expect(await cutParts(page), `${size.width}x${size.height}: nothing cut`).toEqual([]);
  }
  await shoot(page, 'stores-pins-to-change', pins);
  await expect
    .poll(async () =>
      (await one.core.handlers['store.status']({})).peers.some(
        (p) => p.name === 'Till 2' && p.state !== 'unpaired',
      ),
    )
    .toBe(false);
});
