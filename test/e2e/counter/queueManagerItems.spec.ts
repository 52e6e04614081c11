// The Queue for any cashier: a cashier decides on the counter's own items, and a manager's item
// (a program being created) asks for a manager to sign in instead of offering Retry and Discard.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { LOYALTY_CARD_SUBTYPE } from '@shared/api';
import { axeOn } from '../support/axe';
import { test } from '../support/station';
import { addStaff, signInAs } from '../support/staffPage';

test("a cashier is asked for a manager to sign in before deciding on a manager's failed item", async ({
  page,
  station,
}) => {
  await station.stopService();
  const { item } = await station.core.handlers['loyalty.create']({
    body: {
      name: 'Bakery card',
      cardTitle: 'Bakery card',
      barcodeValue: '{customerId}',
      cardSubType: LOYALTY_CARD_SUBTYPE,
      loyaltyProgressData: {
        loyaltyType: 'STAMP',
        stampCounter: {
          maxStampCount: 8,
          stampIconName: 'coffeeIcon2',
          stampBannerBgColor: '#3b2a1a',
          stampBannerIconBgColor: '#f5e6d3',
        },
      },
    },
  });
  // As after the service refused it: failed, with its reason, waiting for a person.
  await station.withStationClosed(() => {
    const db = new Database(join(station.stationDir, 'passdesk-live.sqlite'));
    db.prepare(`UPDATE outbox SET state = 'failed', attempts = 1, last_error = ? WHERE id = ?`).run(
      JSON.stringify({ kind: 'invalid', message: 'The service refused the program.' }),
      item.id,
    );
    db.close();
  });
  await addStaff(station.core);

  await page.goto(`${station.url}#/queue`);
  const row = page.getByTestId('queue-item');
  await expect(row).toContainText('Bakery card');
  await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Discard…' })).toHaveCount(0);
  await expect(row.getByTestId('manager-gate')).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  for (const [width, height] of [
    [1024, 600],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`queue-manager-item-${width}.png`) });
  }

  await signInAs(row.getByTestId('manager-gate'), 'manager');
  await expect(row.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Discard…' })).toBeVisible();
});
