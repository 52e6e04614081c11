// The manager lock: a PIN set in Settings keeps cashiers out of the manager's screens and the
// archive, while the counter and the queue stay open; wrong PINs are counted.
import { expect } from '@playwright/test';
import { test } from './support/station';
import { axeOn } from './support/axe';
import { setPin } from './support/lockPage';
import { expectFeedback, openCounter, typeCode } from './support/counterPage';

test('a PIN keeps the manager screens shut while the counter and queue stay open', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Locked Out');
  await setPin(page, station.url, '2580');
  await page.getByTestId('lock-now').click();

  const templates = page.getByRole('link', { name: /^Templates/ });
  await expect(templates).toContainText('(manager PIN)');
  await templates.click();
  const gate = page.getByTestId('manager-gate');
  await expect(gate).toContainText('The Templates screen is for managers.');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await gate.getByLabel('Manager PIN').fill('1111');
  await gate.getByRole('button', { name: 'Unlock' }).click();
  await expect(gate.getByRole('alert')).toHaveText(
    'That PIN is not right; 4 more tries before a wait.',
  );

  // The counter is the cashier's: a scan checks in, and a member's pass is not archived.
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced', 'Synced');
  await page.getByRole('button', { name: 'History' }).click();
  const story = page.getByTestId('member-details');
  await expect(story.getByTestId('manager-gate')).toContainText('Archiving a pass is for managers');
  await expect(story.getByRole('button', { name: 'Archive pass…' })).toHaveCount(0);
  await story.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: /^Queue/ }).click();
  await expect(page.getByTestId('queue-empty')).toBeVisible();

  await page.getByRole('link', { name: /^Settings/ }).click();
  await page.getByTestId('manager-gate').getByLabel('Manager PIN').fill('2580');
  await page.getByTestId('manager-gate').getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(templates).not.toContainText('(manager PIN)');
});

test('too many wrong PINs make the next try wait, said plainly', async ({ page, station }) => {
  await setPin(page, station.url, '13579');
  await page.getByTestId('lock-now').click();
  await page.getByRole('link', { name: /^Credits/ }).click();
  const gate = page.getByTestId('manager-gate');
  for (let left = 4; left > 0; left--) {
    await gate.getByLabel('Manager PIN').fill(`000${left}`);
    await gate.getByRole('button', { name: 'Unlock' }).click();
    await expect(gate.getByRole('alert')).toContainText(
      `${left} more ${left === 1 ? 'try' : 'tries'} before a wait`,
    );
  }
  await gate.getByLabel('Manager PIN').fill('0000');
  await gate.getByRole('button', { name: 'Unlock' }).click();
  await expect(gate.getByRole('alert')).toContainText(
    /Too many wrong PINs: try again in \d+ seconds\./,
  );
  await gate.getByLabel('Manager PIN').fill('13579');
  await gate.getByRole('button', { name: 'Unlock' }).click();
  await expect(gate.getByRole('alert')).toHaveText(
    /^Too many wrong PINs: try again in \d+ seconds\.$/,
  );
  await expect(gate).toBeVisible();
});
