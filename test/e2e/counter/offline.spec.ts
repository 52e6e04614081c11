// With the service down, check-ins are kept and shown as waiting; they sync on their own after.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { expectFeedback, expectMember, openCounter, typeCode } from '../support/counterPage';

test('check-ins made offline wait, then sync on their own with the right counts', async ({
  page,
  station,
}) => {
  // Ada's second scan must come within the cooldown, however slowly the machine runs.
  await station.core.handlers['settings.update']({ cooldownSeconds: 3600 });
  const ada = await station.addMember('Ada');
  const bob = await station.addMember('Bob');
  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced');

  await station.stopService();
  await typeCode(page, bob.customerId);
  await expectFeedback(page, 'saved', 'Saved, will sync');
  await expect(page.getByTestId('status-connection')).toHaveText('Offline');
  // The shortcut, with focus outside any text field (where '+' would be typed).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('+');
  await expectFeedback(page, 'saved');
  await expect(page.getByTestId('unsynced')).toContainText('2 changes not yet synced');
  await typeCode(page, ada.customerId);
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Add another stamp/ })
    .click();
  await expectMember(page, ada.customerId, `2 of ${station.program.max}`);
  await expect(page.getByTestId('unsynced')).toContainText(
    '1 change not yet synced; last confirmed 1 of',
  );
  await expect(page.getByTestId('status-waiting')).toHaveText('3 waiting');
  await expect(page.getByTestId('status-oldest')).toContainText('oldest');
  // Screen readers hear the state when it changes, not the age ticking every second.
  await expect(page.getByTestId('status-state')).toHaveText(/^Offline\s*3 waiting$/);
  const syncNow = page.getByTestId('status-sync-now');
  expect((await syncNow.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await station.startService();
  await expect(page.getByTestId('status-waiting')).toHaveText('Nothing waiting', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('status-connection')).toHaveText('Online');
  await expect(page.getByTestId('unsynced')).toHaveCount(0);
  expect(await station.countOnService(ada.customerId)).toBe(2);
  expect(await station.countOnService(bob.customerId)).toBe(2);
});

test('undo of a check-in not yet sent removes it before it ever reaches the service', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Changed mind');
  await openCounter(page, station.url);
  await station.stopService();
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'saved');
  await expect(page.getByTestId('status-waiting')).toContainText('1 waiting');
  await page.keyboard.press('F8');
  await expectFeedback(page, 'info', 'Undone');
  await expect(page.getByTestId('feedback')).toContainText('removed before it was sent');
  await expect(page.getByTestId('status-waiting')).toHaveText('Nothing waiting');

  await station.startService();
  await expect(page.getByTestId('status-connection')).toHaveText('Online', { timeout: 30_000 });
  expect(await station.countOnService(member.customerId)).toBe(0);
});
