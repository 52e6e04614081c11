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
