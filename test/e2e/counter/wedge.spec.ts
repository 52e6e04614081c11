// A USB keyboard-wedge scanner and manual entry check the right member in.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import {
  expectFeedback,
  expectMember,
  openCounter,
  typeCode,
  wedgeScan,
} from '../support/counterPage';

test('a wedge scan checks the member in wherever focus is, and syncs', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Ada');
  await openCounter(page, station.url);
  await page.getByRole('link', { name: /Queue/ }).focus();
  await wedgeScan(page, member.customerId);
  await expectMember(page, member.customerId, `1 of ${station.program.max}`);
  await expectFeedback(page, 'synced', 'Synced');
  expect(await station.countOnService(member.customerId)).toBe(1);
});

test('a wedge scan on a screen that takes no scans opens the counter with that member, one key from a stamp', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Elsewhere');
  await openCounter(page, station.url);
  await page.getByRole('link', { name: /Queue/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await wedgeScan(page, member.customerId);
  await expect(page).toHaveURL(/#\/counter$/);
  await expectMember(page, member.customerId, `0 of ${station.program.max}`);
  const ask = page.getByRole('alertdialog', { name: 'Scanned on another screen' });
  await expect(ask).toContainText('No stamp added yet');
  expect(await station.countOnService(member.customerId)).toBe(0);
  await page.keyboard.press('Enter');
  await expectMember(page, member.customerId, `1 of ${station.program.max}`);
  await expectFeedback(page, 'synced', 'Synced');
  expect(await station.countOnService(member.customerId)).toBe(1);
});

test('a wedge scan into a field waiting for a code stays in that field', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Archived by scan');
  await page.goto(`${station.url}#/archive`);
  await page.getByLabel('Pass code or pass id').focus();
  // Real key presses, as fast as the browser takes them: the field must receive them as typing.
  await page.keyboard.type(member.customerId);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alertdialog', { name: "Archive Archived by scan's pass?" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/archive$/);
});

test('a wedge scan never leaks into the field the cashier is typing in', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Grace');
  await openCounter(page, station.url);
  const setCount = page.getByLabel(/Set count/);
  const manual = page.getByLabel('Type a pass code (F6)');
  await manual.focus();
  await wedgeScan(page, member.customerId);
  await expectMember(page, member.customerId, `1 of ${station.program.max}`);
  await expect(manual).toHaveValue('');
  await expect(setCount).toHaveValue('');
});

test('manual entry checks a member in', async ({ page, station }) => {
  const member = await station.addMember('Linus');
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectMember(page, member.customerId, `1 of ${station.program.max}`);
  await expectFeedback(page, 'synced');
  expect(await station.countOnService(member.customerId)).toBe(1);
});
