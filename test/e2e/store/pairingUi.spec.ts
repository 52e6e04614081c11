// Two tills paired through Settings → Stores and tills: a manager's code shown on one, typed on
// the other (a wrong one said by the code field), then each status bar names the other.
import { expect, type Browser, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { shoot } from '../support/shots';
import { wedgeScan } from '../support/counterPage';
import { test } from '../support/storeTills';

async function openStores(browser: Browser, url: string): Promise<Page> {
  // Each till's page in its own context: the two hosts share a host name, so their cookies would.
  const page = await (
    await browser.newContext({ viewport: { width: 1366, height: 768 } })
  ).newPage();
  await page.goto(`${url}#/settings/stores`);
  await expect(page.getByRole('heading', { name: 'Stores and tills' })).toBeVisible();
  return page;
}

test('a till joins the store with the code another till shows, and each names the other', async ({
  browser,
  tills,
}) => {
  const one = await openStores(browser, tills.one.url);
  const two = await openStores(browser, tills.two.url);
  // Alone, neither bar says anything of other tills.
  await expect(one.getByTestId('paired-stations')).toContainText('this till works alone');
  await expect(one.getByTestId('status-peers')).toHaveCount(0);

  await one.getByRole('button', { name: 'Show a pairing code' }).click();
  const shown = one.getByTestId('pairing-code');
  await expect(shown).toHaveText(/^[0-9A-Z]{12}$/);
  await expect(shown.locator('span')).toHaveCount(3);
  await expect(one.getByRole('img', { name: 'QR code of the pairing code' })).toBeVisible();
  await expect(one.getByTestId('pairing-left')).toHaveText(/^\d+ (minutes|seconds)$/);
  const code = (await shown.textContent())!;
  const address = (await one.getByTestId('pairing-address').textContent())!;
  await shoot(one, 'stores-invite', one.getByTestId('pairing-invite'));
  expect((await axeOn(one).analyze()).violations).toEqual([]);

  const join = two.getByTestId('join-store');
  await join.getByLabel('Address of a till in the store').fill(address);
  // The right station, a wrong secret part: the inviting till refuses, said by the code.
  const wrong = code.slice(0, 8) + (code.slice(8) === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
  await join.getByLabel('Pairing code').fill(wrong);
  await join.getByRole('button', { name: 'Join the store' }).click();
  const codeField = join.getByLabel('Pairing code');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(/pairing code is not right/);
  await shoot(two, 'stores-join-refused', join);
  expect((await axeOn(two).analyze()).violations).toEqual([]);

  // Typed as people type it: lower case, in groups.
  await codeField.fill(`${code.slice(0, 4)} ${code.slice(4, 8)}-${code.slice(8)}`.toLowerCase());
  await join.getByRole('button', { name: 'Join the store' }).click();
  await expect(join.getByTestId('join-said')).toHaveText(
    /^Joined: this till now shares with Till 1/,
  );
  await expect(codeField).not.toHaveAttribute('aria-invalid', 'true');

  await expect(two.getByTestId('status-peers-linked')).toHaveText('Till 1');
  await expect(one.getByTestId('status-peers-linked')).toHaveText('Till 2');
  const row = one.getByTestId('paired-station');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-state', 'linked');
  await expect(row.getByRole('rowheader')).toHaveText('Till 2');
  await shoot(one, 'stores-paired', one.getByTestId('paired-stations'));
  await shoot(two, 'stores-joined', join);
});

test('the pairing QR read by a 2D scanner fills the address and code, and the till joins', async ({
  browser,
  tills,
}) => {
  const invite = await tills.one.core.handlers['store.invite']({});
  const two = await openStores(browser, tills.two.url);
  // The scanner types the QR's text in one burst with no field focused, as at a till.
  await two.locator('body').click({ position: { x: 1, y: 1 } });
  await wedgeScan(two, invite.qrText);
  const join = two.getByTestId('join-store');
  await expect(join.getByLabel('Address of a till in the store')).toHaveValue(invite.address);
  await expect(join.getByLabel('Pairing code')).toHaveValue(invite.code.replace(/[\s-]/g, ''));
  await expect(join).toContainText('Read from the pairing QR, with the code: check them and join.');
  // Nothing was taken as a member's pass at the counter.
  await expect(two).toHaveURL(/#\/settings\/stores$/);
  await join.getByRole('button', { name: 'Join the store' }).click();
  await expect(join.getByTestId('join-said')).toHaveText(
    /^Joined: this till now shares with Till 1/,
  );
  await shoot(two, 'stores-joined-by-qr', join);
});
