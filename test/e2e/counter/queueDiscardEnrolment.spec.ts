// Discarding an enrolment the service may already have applied: the Queue screen says what may
// be lost and discards only when the person confirms.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { axeOn } from '../support/axe';
import { test } from '../support/station';

const SHOTS = process.env['PASSDESK_SHOTS'];

test('an enrolment that may have landed is discarded only after the warning is confirmed', async ({
  page,
  station,
}) => {
  await station.stopService();
  const { item: enrolment } = await station.core.handlers['members.enrol']({
    fields: { name: 'Maybe Added' },
  });
  // As after an attempt whose answer was lost and then a refusal: kept for review, no answer.
  await station.withStationClosed(() => {
    const db = new Database(join(station.stationDir, 'passdesk-live.sqlite'));
    db.prepare(
      `UPDATE outbox SET state = 'needsReview', maybe_applied = 1, attempts = 2, review = ?
       WHERE id = ?`,
    ).run(
      JSON.stringify({
        reason: 'The service refused this, but an earlier attempt may have been applied.',
        evidence: {},
        correction: null,
      }),
      enrolment.id,
    );
    db.close();
  });

  await page.goto(`${station.url}#/queue`);
  const row = page.getByTestId('queue-item');
  await expect(row).toContainText('Enrol Maybe Added');
  await row.getByRole('button', { name: 'Discard…' }).click();
  await row.getByRole('button', { name: 'Discard it' }).click();
  const warning = row.getByTestId('discard-warning');
  await expect(warning).toContainText('may already have added Maybe Added');
  await expect(row).toContainText('Needs review');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    for (const [width, height] of [
      [1024, 600],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: join(SHOTS, `queue-discard-warning-${width}.png`) });
    }
  }

  await row.getByRole('button', { name: 'Discard anyway' }).click();
  await expect(page.getByTestId('queue-empty')).toBeVisible();
  const [discarded] = (
    await station.core.handlers['queue.list']({ states: ['discarded'], limit: 5 })
  ).items.filter((i) => i.id === enrolment.id);
  expect(discarded?.state).toBe('discarded');
});
