// Errors a cashier meets: a pass the service does not know, a refused API key.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';

test('an unknown code is refused at once while online, and nothing is queued', async ({
  page,
  station,
}) => {
  await openCounter(page, station.url);
  await typeCode(page, 'no-such-member-42');
  await expectFeedback(page, 'error');
  await expect(page.getByTestId('feedback')).toContainText('No member with this code');
  await expect(page.getByTestId('status-waiting')).toHaveText('Nothing waiting');
  await expect(page.getByTestId('status-attention')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /\+1 stamp/ })).toBeDisabled();
});

test('offline, an unknown code is kept but marked unverified, then listed on the queue', async ({
  page,
  station,
}) => {
  await openCounter(page, station.url);
  await station.stopService();
  await typeCode(page, 'no-such-member-42');
  await expectFeedback(page, 'saved');
  await expect(page.getByTestId('unverified')).toContainText('Not verified');
  // A second stamp waits behind the first: held once the first fails, and listed under it.
  await page.getByRole('button', { name: /\+1 stamp/ }).click();
  await expect
    .poll(async () => {
      const { items } = await station.core.handlers['queue.list']({
        states: ['pending'],
        limit: 10,
      });
      return items.length;
    })
    .toBe(2);

  await station.startService();
  await expect(page.getByTestId('status-attention')).toHaveText('1 need attention', {
    timeout: 30_000,
  });
  expect((await page.getByTestId('status-attention').boundingBox())!.height).toBeGreaterThanOrEqual(
    44,
  );
  await expect(page.getByTestId('status-last-error')).toContainText(
    /Last error .*That member id is not in the form the service uses/,
  );
  await page.getByTestId('status-attention').click();
  const row = page.getByTestId('queue-item');
  await expect(row).toContainText('no-such-member-42');
  await expect(row).toContainText('Not verified');
  await expect(row.getByTestId('held-items')).toContainText('1 waiting behind it');
  await row.getByTestId('held-items').locator('summary').click();
  await expect(row.getByTestId('held-item')).toContainText('+1 for no-such-member-42');
  await row.getByRole('button', { name: 'Discard…' }).click();
  const confirm = row.getByRole('alertdialog', { name: /Discard “.*no-such-member-42.*”\?/ });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Discard…' }).click();
  await confirm.getByRole('button', { name: 'Discard it and the 1 behind it' }).click();
  await expect(page.getByTestId('queue-empty')).toBeVisible();
  await expect(page.getByTestId('status-state')).toContainText('Nothing waiting');
  const { items } = await station.core.handlers['queue.list']({
    states: ['discarded'],
    limit: 10,
  });
  expect(items).toHaveLength(2);
});

test('a refused API key pauses sync and keeps the check-in', async ({ page, station }) => {
  const member = await station.addMember('Keyless');
  await station.useApiKey('wrong-key-12345678');
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'error', 'Saved, but sync is paused');
  await expect(page.getByTestId('status-connection')).toHaveText('Sync paused');
  await expect(page.getByTestId('status-waiting')).toContainText('1 waiting');
  expect(await station.countOnService(member.customerId)).toBe(0);

  await station.useApiKey(station.apiKey);
  await expect(page.getByTestId('status-waiting')).toHaveText('Nothing waiting');
  expect(await station.countOnService(member.customerId)).toBe(1);
});

test('a page whose station has stopped says so instead of showing stale status', async ({
  page,
  station,
}) => {
  await openCounter(page, station.url);
  await expect(page.getByTestId('status-connection')).toHaveText('Online');
  await station.host.close();
  await expect(page.getByTestId('status-connection')).toHaveText('Station not answering');
});
