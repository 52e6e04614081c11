// The owner's Staff screen: the first owner added while nobody exists, people added and edited,
// a badge issued, printed alone on a card and cleared, the sign-in rules, the last owner kept,
// and a manager refused.
import { expect, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { countPrints, printsCounted } from '../support/printDialog';
import { shoot as shootBoth, TILL_SIZES } from '../support/shots';
import { test } from '../support/station';
import type { TestStation } from '../support/testStation';

/** At each till size the screen fits (nothing wider than the window), shot when asked for. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const size of TILL_SIZES) {
    await page.setViewportSize(size);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `${name} at ${size.width}x${size.height}`).toBeLessThanOrEqual(size.width);
  }
  await shootBoth(page, name);
  await page.setViewportSize({ width: 1280, height: 860 });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect((await axeOn(page).analyze()).violations).toEqual([]);
}

/** The store's owner, added as a first run does: the station signs them in at once. */
async function addOwner(station: TestStation) {
  return station.core.handlers['staff.add']({ name: 'Olive Owner', role: 'owner', pin: '135792' });
}

async function openStaff(page: Page, station: TestStation) {
  await page.goto(`${station.url}#/staff`);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
}

async function addPerson(page: Page, name: string, role: string, pin: string) {
  const form = page.getByRole('form', { name: 'Add a person' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Role').selectOption(role.toLowerCase());
  await form.getByLabel('PIN (4 to 12 digits)').fill(pin);
  await form.getByLabel('The same PIN again').fill(pin);
  await form.getByRole('button', { name: 'Add person' }).click();
  await expect(form.getByTestId('staff-add-said')).toHaveText(
    `${name} is added as ${role.toLowerCase()}.`,
  );
}

const rowOf = (page: Page, name: string) =>
  page.getByTestId('staff-row').filter({ has: page.getByRole('rowheader', { name }) });

test('the store adds its owner first, who adds a cashier and a manager and changes a PIN', async ({
  page,
  station,
}) => {
  await page.goto(`${station.url}#/settings`);
  const line = page.getByTestId('settings-staff');
  await expect(line).toContainText('Nobody is set up yet');
  await shoot(page, 'settings-staff-first-run');
  await line.getByRole('link', { name: 'Add the store’s owner first' }).click();
  await expect(page.getByTestId('staff-first-run')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-first-run');

  const owner = page.getByRole('form', { name: 'The owner' });
  await owner.getByLabel('Name').fill('Olive Owner');
  await owner.getByLabel('PIN (4 to 12 digits)').fill('1357');
  await owner.getByLabel('The same PIN again').fill('1358');
  await owner.getByRole('button', { name: 'Add the owner' }).click();
  await expect(owner.getByRole('alert')).toHaveText('The same PIN again must match the PIN above.');
  await expect(owner.getByLabel('The same PIN again')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-first-run-error');
  await owner.getByLabel('The same PIN again').fill('1357');
  await owner.getByRole('button', { name: 'Add the owner' }).click();

  // The owner is signed in at once and sees the people.
  await expect(rowOf(page, 'Olive Owner')).toContainText('Owner');
  await addPerson(page, 'Cara Cashier', 'Cashier', '2468');
  await addPerson(page, 'Max Manager', 'Manager', '3690');
  await expect(page.getByTestId('staff-row')).toHaveText([
    /^Olive OwnerOwnerNoReady/,
    /^Max ManagerManagerNoReady/,
    /^Cara CashierCashierNoReady/,
  ]);
  const { people } = await station.core.handlers['staff.list']({});
  expect(people.map((p) => [p.name, p.role]).sort()).toEqual([
    ['Cara Cashier', 'cashier'],
    ['Max Manager', 'manager'],
    ['Olive Owner', 'owner'],
  ]);
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-people');

  // A new PIN for Cara: a short one is refused on its field, then a good one is saved.
  await page.getByRole('button', { name: 'Edit Cara Cashier' }).click();
  const edit = page.getByTestId('staff-edit');
  await edit.getByLabel('New PIN (empty: keep it)').fill('11');
  await edit.getByLabel('The same PIN again').fill('11');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toHaveText('A PIN is 4 to 12 digits.');
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-edit-error');
  await edit.getByLabel('New PIN (empty: keep it)').fill('112233');
  await edit.getByLabel('The same PIN again').fill('112233');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByTestId('staff-said')).toHaveText('The PIN of Cara Cashier is changed.');
  await shoot(page, 'staff-pin-changed');

  // Wrong PINs for Max: the list says his wait as it comes, without being opened again.
  const max = people.find((p) => p.name === 'Max Manager')!;
  for (let tries = 0; tries < 5; tries++) {
    await expect(
      station.core.handlers['staff.signIn']({ staffId: max.id, pin: '0000' }),
    ).rejects.toThrow('That PIN is not right');
  }
  await expect(rowOf(page, 'Max Manager')).toContainText(/waits \d+ seconds after wrong PINs/);
  await shoot(page, 'staff-pin-wait');

  // Stored before the screen said so: after a restart the new PIN signs Cara in, the old one
  // no longer does.
  await station.restartStation();
  const cara = people.find((p) => p.name === 'Cara Cashier')!;
  await expect(
    station.core.handlers['staff.signIn']({ staffId: cara.id, pin: '2468' }),
  ).rejects.toThrow();
  const session = await station.core.handlers['staff.signIn']({ staffId: cara.id, pin: '112233' });
  expect(session.person?.name).toBe('Cara Cashier');
});

test('a badge is issued, prints alone on a card, signs its person in, and is cleared', async ({
  page,
  station,
}) => {
  await addOwner(station);
  const cara = await station.core.handlers['staff.add']({
    name: 'Cara Cashier',
    role: 'cashier',
    pin: '2468',
  });
  await openStaff(page, station);
  await page.getByRole('button', { name: 'Badge of Cara Cashier' }).click();
  const dialog = page.getByTestId('staff-badge-dialog');
  await expect(dialog.getByTestId('staff-badge-state')).toHaveText(
    'Cara Cashier has no badge: they sign in with their PIN.',
  );
  await dialog.getByRole('button', { name: 'Issue a badge' }).click();
  const card = dialog.getByTestId('staff-badge');
  await expect(card).toContainText('Cara Cashier');
  const code = (await card.locator('figcaption').textContent())!;
  expect(code).toMatch(/^PDSTAFF-\S+$/);
  await expect(card.getByRole('img', { name: `QR_CODE barcode of ${code}` })).toBeVisible();
  await expect(dialog.getByTestId('staff-badge-state')).toContainText('has a badge');
  await expect(rowOf(page, 'Cara Cashier').getByRole('cell').nth(1)).toHaveText('Yes');
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-badge-issued');

  await countPrints(page);
  await dialog.getByRole('button', { name: 'Print badge' }).click();
  const printed = page.getByTestId('staff-badge-print');
  await expect(printed).toContainText('Cara Cashier');
  await expect(printed.locator('figcaption')).toHaveText(code);
  await expect.poll(() => printsCounted(page)).toBe(1);

  // On paper: the badge card alone, the app and its dialog not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(printed).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  const mm = 96 / 25.4;
  const box = (await printed.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(80 * mm);
  expect(box.height).toBeLessThanOrEqual(49 * mm);
  await printed.screenshot({ path: test.info().outputPath('staff-badge-print.png') });
  // Saved as a PDF: one page the size of a card, as the badge's CSS asks.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const media = /MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf);
  expect(Number(media?.[1])).toBeCloseTo((85.6 / 25.4) * 72, 0);
  expect(Number(media?.[2])).toBeCloseTo((54 / 25.4) * 72, 0);
  expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  await expect(printed).toHaveCount(0);
  await page.emulateMedia({ media: 'screen' });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('staff-said')).toHaveText(
    'Cara Cashier has a new badge: print it now.',
  );

  // The printed code signs Cara in, which closes the owner's screen until the owner signs in.
  const session = await station.core.handlers['staff.signIn']({ badge: code });
  expect(session.person?.id).toBe(cara.id);
  const gate = page.getByTestId('manager-gate');
  await expect(gate).toContainText('The Staff screen is for the owner.');
  await gate.getByRole('button', { name: /^Olive Owner\b/ }).click();
  await gate.getByLabel('PIN for Olive Owner').fill('135792');
  await gate.getByRole('button', { name: 'Sign in' }).click();

  // Cleared, the badge no longer signs anyone in.
  await page.getByRole('button', { name: 'Badge of Cara Cashier' }).click();
  await expect(dialog.getByTestId('staff-badge-state')).toContainText('has a badge');
  await dialog.getByRole('button', { name: 'Clear badge' }).click();
  await expect(dialog.getByTestId('staff-badge-state')).toContainText('has no badge');
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-badge-cleared');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('staff-said')).toHaveText(
    'The badge of Cara Cashier no longer signs in.',
  );
  await expect(rowOf(page, 'Cara Cashier').getByRole('cell').nth(1)).toHaveText('No');
  await expect(station.core.handlers['staff.signIn']({ badge: code })).rejects.toThrow();
});

test('the last owner stays, the sign-in rules are saved, and a manager is refused', async ({
  page,
  station,
}) => {
  await addOwner(station);
  const max = await station.core.handlers['staff.add']({
    name: 'Max Manager',
    role: 'manager',
    pin: '369012',
  });
  await openStaff(page, station);

  await page.getByRole('button', { name: 'Remove Olive Owner' }).click();
  const remove = page.getByTestId('staff-remove');
  await remove.getByRole('button', { name: 'Remove Olive Owner' }).click();
  const refusal = remove.getByTestId('staff-remove-problem');
  await expect(refusal).toContainText(/owner/i);
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-last-owner');
  await remove.getByRole('button', { name: 'Keep' }).click();
  await expect(rowOf(page, 'Olive Owner')).toBeVisible();
  expect((await station.core.handlers['staff.list']({})).people).toHaveLength(2);

  // Nor may the last owner stop being one; a name alone changes.
  await page.getByRole('button', { name: 'Edit Olive Owner' }).click();
  const edit = page.getByTestId('staff-edit');
  await edit.getByLabel('Role').selectOption('manager');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toContainText(/^Not saved: .*owner/);
  await shoot(page, 'staff-last-owner-role');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Max Manager' }).click();
  await edit.getByLabel('Name').fill('Max Morgan');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('staff-said')).toHaveText('Max Morgan is saved.');
  await expect(rowOf(page, 'Max Morgan')).toContainText('Manager');
  await expect(rowOf(page, 'Olive Owner')).toContainText('Owner');

  // The sign-in rules: a wrong idle time is said on its field; a right one is kept.
  const rules = page.getByRole('form', { name: 'Sign-in' });
  const idle = rules.getByLabel('Back to the sign-in after this many idle minutes');
  await idle.fill('0');
  await rules.getByRole('button', { name: 'Save sign-in rules' }).click();
  await expect(rules.getByRole('alert')).toHaveText('The idle time is at least 1 minute.');
  await shoot(page, 'staff-policy-error');
  await idle.fill('25');
  await rules.getByLabel('Any cashier may use the counter while nobody is signed in').check();
  await rules.getByRole('button', { name: 'Save sign-in rules' }).click();
  await expect(rules.getByTestId('staff-policy-said')).toHaveText('The sign-in rules are saved.');
  expect((await station.core.handlers['staff.list']({})).policy).toEqual({
    idleMinutes: 25,
    anyCashier: true,
  });
  await openStaff(page, station);
  await expect(page.getByLabel('Back to the sign-in after this many idle minutes')).toHaveValue(
    '25',
  );

  // A manager signed in is refused the screen, and main refuses the list to the page.
  await station.core.handlers['staff.signIn']({ staffId: max.id, pin: '369012' });
  await page.goto(`${station.url}#/staff`);
  const gate = page.getByTestId('manager-gate');
  await expect(gate.getByRole('heading', { level: 1 })).toHaveText('The owner needs to sign in');
  await expect(gate).toContainText('The Staff screen is for the owner.');
  await expect(gate.getByRole('button', { name: /^Max Morgan\b/ })).toHaveCount(0);
  await expect(page.getByTestId('staff-people')).toHaveCount(0);
  const answer = await page.evaluate(async () => {
    const response = await fetch('/ipc/staff.list', {
      method: 'POST',
      // The page's secret, kept in its tab, goes with every call its scripts make.
      headers: {
        'content-type': 'application/json',
        'x-passdesk-page': sessionStorage.getItem('passdesk-page-secret') ?? '',
      },
      body: '{}',
    });
    return (await response.json()) as { ok: boolean; error?: { kind: string } };
  });
  expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-refused-manager');
});
