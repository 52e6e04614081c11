// The queue screen: an answer lost after the service applied a check-in is caught on retry as
// a possible double stamp, shown for review, and corrected in one click.
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';

test('a possible double stamp is held for review and corrected from the queue', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Lost answer');
  // The first check-in is applied, then its answer is lost; the retry is applied again, as by a
  // service that does not recognise a repeated request.
  station.setFaults({ sequence: ['applyThenDrop'], ignoreIdempotencyKey: true });
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  // Only after the lost answer, a backoff and the resend: time for all three on a busy machine.
  await expectFeedback(page, 'error', 'Needs review', { timeout: 60_000 });
  expect(await station.countOnService(member.customerId)).toBe(2);

  await page.getByTestId('status-attention').click();
  const row = page.getByTestId('queue-item');
  await expect(row).toContainText('Needs review');
  // What the service answered is shown as JSON, which reads left to right in every language.
  await expect(row.locator('code.evidence')).toHaveAttribute('dir', 'ltr');
  await row.getByRole('button', { name: 'Correct to 1' }).click();
  await expect(page.getByTestId('queue-empty')).toBeVisible();
  await expect.poll(() => station.countOnService(member.customerId)).toBe(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export journal (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n').length).toBeGreaterThan(2);
  expect(csv).toContain(member.customerId);
});
