// Where two flows meet at the counter: a scan on the Archive screen names the pass to archive,
// an archived pass is offered nothing, and an unknown code clears the member and says what was read.
import { expect, type Page } from '@playwright/test';
import { API_PATHS } from '../../../src/shared/api';
import { axeOn } from '../support/axe';
import { shoot } from '../support/shots';
import { test } from '../support/station';
import { addStaff, expectSignedIn, PEOPLE } from '../support/staffPage';
import type { TestStation } from '../support/testStation';
import {
  expectFeedback,
  expectMember,
  openCounter,
  typeCode,
  wedgeScan,
} from '../support/counterPage';

/** The staff added and a manager signed in, as a manager at work has it. */
async function managerSignedIn(page: Page, station: TestStation): Promise<void> {
  const ids = await addStaff(station.core);
  await station.core.handlers['staff.signIn']({ staffId: ids.manager, pin: PEOPLE.manager.pin });
  await page.goto(`${station.url}#/settings`);
  await expectSignedIn(page, 'manager');
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect((await axeOn(page).analyze()).violations).toEqual([]);
}

test('a wedge scan on the Archive screen names the pass to archive and stamps nobody', async ({
  page,
  station,
}) => {
  const grace = await station.addMember('Grace Hopper');
  await station.setCountOnService(grace.customerId, 3);
  await managerSignedIn(page, station);
  await page.getByRole('link', { name: /^Archive/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive a pass' })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await wedgeScan(page, grace.customerId);
  const confirm = page.getByRole('alertdialog', { name: /^Archive Grace Hopper['’]s pass\?$/ });
  await expect(confirm).toContainText(grace.cardId);
  await expect(page).toHaveURL(/#\/archive$/);
  await expect(page.getByLabel('Pass code or pass id')).toHaveValue(grace.customerId);
  await expectNoAxeViolations(page);
  expect(await station.countOnService(grace.customerId)).toBe(3);
  const queue = await station.core.handlers['queue.list']({
    states: ['pending', 'sending', 'synced', 'failed'],
    limit: 10,
  });
  expect(queue.items.filter((i) => i.kind === 'checkIn')).toEqual([]);
});

test('a pass archived here is shown archived at the counter, with nothing to press and no red error', async ({
  page,
  station,
}) => {
  const john = await station.addMember('John McCarthy');
  await station.setCountOnService(john.customerId, station.program.max);
  await page.goto(`${station.url}#/archive`);
  await page.getByLabel('Pass code or pass id').fill(john.cardId);
  await page.getByLabel('Pass code or pass id').press('Enter');
  await page.getByRole('button', { name: 'Archive the pass' }).click();
  await expect(page.getByTestId('archive-outcome')).toHaveAttribute('data-tone', 'success');

  await openCounter(page, station.url);
  await wedgeScan(page, john.customerId);
  await expect(page.getByTestId('member-archived')).toContainText('Pass archived');
  await expectFeedback(page, 'error', 'Pass archived');
  for (const name of [/^\+1/, /^Redeem/, /^Set/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByTestId('count-label')).toHaveCount(0);
  // The plus key does nothing either: no item is stored, none fails.
  await page.keyboard.press('+');
  await expect(page.getByTestId('status-last-error')).toHaveCount(0);
  await expect(page.getByTestId('status-attention')).toHaveCount(0);
  const queue = await station.core.handlers['queue.list']({
    states: ['pending', 'sending', 'failed', 'needsReview'],
    limit: 10,
  });
  expect(queue.items).toEqual([]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enrol as a new member' }).click();
  const form = page.getByRole('dialog', { name: /^New member of/ });
  await expect(form).toBeVisible();
  // The form starts from what is known of them, not blank.
  await expect(form.getByLabel('Name (needed)')).toHaveValue('John McCarthy');
  await shoot(page, 'archived-enrol');
});

test('a pass archived on another station: the refused stamp is said once, and the member shows archived', async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Elsewhere');
  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');
  await station.call('DELETE', API_PATHS.archivePass(ada.cardId));
  await page.getByTestId('member-search').fill('Ada Elsewhere');
  await page.getByRole('option', { name: /Ada Elsewhere/ }).click();
  await page.getByRole('button', { name: /^\+1/ }).click();
  await expectFeedback(page, 'error', 'Not applied');
  await expect(page.getByTestId('feedback')).toContainText('archived');
  await expect(page.getByTestId('member-archived')).toBeVisible();
  await expect(page.getByRole('button', { name: /^\+1/ })).toHaveCount(0);
  await expect(page.getByTestId('status-last-error')).toHaveCount(0);
  await expect(page.getByTestId('status-attention')).toHaveCount(0);
  expect(await station.countOnService(ada.customerId)).toBe(1);
});

test('an unknown code clears the member, shows the code read, and offers search and enrolment', async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Before');
  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectMember(page, ada.customerId, `1 of ${station.program.max}`);
  const code = `<b>NOPE</b>-${'9'.repeat(80)}`;
  await typeCode(page, code);
  const unknown = page.getByTestId('unknown-code');
  await expect(unknown).toContainText('No member with this code');
  const read = unknown.getByTestId('code-read');
  await expect(read).toHaveText(/^<b>NOPE<\/b>-9+…9+$/);
  expect(((await read.textContent()) ?? '').length).toBeLessThanOrEqual(40);
  await expect(unknown).toContainText(`(${code.length} characters)`);
  await expect(page.getByTestId('member-id')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^\+1/ })).toBeDisabled();
  await expectFeedback(page, 'error');
  await expectNoAxeViolations(page);

  await unknown.getByRole('button', { name: 'Find a member' }).click();
  await expect(page.getByTestId('member-search')).toHaveValue(code);
  await expect(page.getByTestId('member-search')).toBeFocused();
  await unknown.getByRole('button', { name: 'New member' }).click();
  await expect(page.getByRole('dialog', { name: /^New member of/ })).toBeVisible();
});
