// The counter asks why before it stores a set, a reset before the card is full, or an undo after
// its window (moved past on the station's clock, not waited for); the journal and its CSV keep
// the reason and name who did it, and the insights name them too.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { shoot, TILL_SIZES } from '../support/shots';
import { test } from '../support/station';
import { startTestStation, type TestStation } from '../support/testStation';
import { expectFeedback, expectMember, openCounter, typeCode } from '../support/counterPage';

/** The dialog at both till sizes, whole inside the window, and clean for axe. */
async function lookAt(page: Page, name: string): Promise<void> {
  const dialog = page.getByTestId('reason-dialog');
  for (const size of TILL_SIZES) {
    await page.setViewportSize(size);
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
  }
  await shoot(page, name);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
}

const journalLines = (station: TestStation) =>
  station.core.handlers['journal.list']({ limit: 100 }).then((r) => r.entries);

test('a set asks why first, and is stored with the reason picked by its key, which opens no other screen', async ({
  page,
  station,
}) => {
  const max = station.program.max;
  const member = await station.addMember('Rita');
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced');
  await expectMember(page, member.customerId, `1 of ${max}`);

  await page.getByLabel(/Set count/).fill('4');
  await page.getByLabel(/Set count/).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Why set the count by hand?' });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('Or type the reason')).toBeFocused();
  await lookAt(page, 'reason-set');
  // Nothing is stored while the question is open.
  expect((await journalLines(station)).some((e) => e.action === 'checkIn' && e.reason)).toBe(false);

  // Alt+1 picks the first reason here; it does not also open the screen Alt+1 names elsewhere,
  // nor would Alt+2 open the Queue.
  await page.keyboard.press('Alt+2');
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).hash).not.toBe('#/queue');
  // The set's own feedback: the stamp's before it already said synced.
  await expect(page.getByTestId('feedback')).toContainText('Count set to 4');
  await expectFeedback(page, 'synced');
  await expectMember(page, member.customerId, `4 of ${max}`);
  expect(await station.countOnService(member.customerId)).toBe(4);
  const line = (await journalLines(station)).find((e) => e.reason !== null)!;
  expect(line).toMatchObject({ action: 'checkIn', reason: 'Corrected a mistake' });
  expect(line.who).not.toBe('');

  // The member's history shows this station's set with who made it and why.
  await page.getByRole('button', { name: 'History' }).click();
  const set = page
    .getByTestId('member-history')
    .getByRole('row')
    .filter({ hasText: 'Count set to 4' });
  await expect(set).toContainText('Why: Corrected a mistake');
  // The name is isolated from the brackets and words around it.
  await expect(set).toContainText(`(\u2068${line.who}\u2069)`);
  await shoot(page, 'history');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});

test('a new card before this one is full asks why; Escape stores nothing, a typed reason does', async ({
  page,
  station,
}) => {
  const max = station.program.max;
  const member = await station.addMember('Nora');
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced');

  await shoot(page, 'counter-new-card');
  await page.keyboard.press('F4');
  const dialog = page.getByRole('dialog', {
    name: 'Why start a new card before this one is full?',
  });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectMember(page, member.customerId, `1 of ${max}`);

  await page.getByRole('button', { name: /New card/ }).click();
  await expect(dialog).toBeVisible();
  await lookAt(page, 'reason-early-reset');
  // Enter with nothing typed says what to give, and stores nothing.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('give a reason for this change');
  await page.getByLabel('Or type the reason').fill('Lost the paper card, started again');
  await page.keyboard.press('Enter');
  // The new card's own feedback: the stamp's before it already said synced.
  await expect(page.getByTestId('feedback')).toContainText('Reward redeemed, card reset');
  await expectFeedback(page, 'synced');
  await expectMember(page, member.customerId, `0 of ${max}`);
  expect(await station.countOnService(member.customerId)).toBe(0);
  expect((await journalLines(station)).find((e) => e.reason)?.reason).toBe(
    'Lost the paper card, started again',
  );
});

test('an undo after its window asks why, on the station’s clock, and the CSV and insights name who', async ({
  page,
}) => {
  // The station's clock runs ahead when the test says so; the page's stands still, so the
  // counter still offers its in-window undo and the core's answer is what asks the reason.
  const station = await startTestStation();
  try {
    const max = station.program.max;
    const member = await station.addMember('Lena');
    await page.clock.setFixedTime(Date.now());
    await openCounter(page, station.url);
    await typeCode(page, member.customerId);
    await expectFeedback(page, 'synced');
    await expectMember(page, member.customerId, `1 of ${max}`);

    station.clock.advance(11_000);
    await page.getByRole('button', { name: /Undo \(\d+ s\)/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Why undo this after its window?' });
    await expect(dialog).toBeVisible();
    await lookAt(page, 'reason-late-undo');
    await dialog.getByRole('button', { name: /Stamped twice/ }).click();
    await expectFeedback(page, 'info', 'Undone');
    await expect.poll(() => station.countOnService(member.customerId)).toBe(0);

    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${station.url}#/queue`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export journal (CSV)' }).click(),
    ]);
    const [header, ...rows] = (await readFile((await download.path())!, 'utf8'))
      .trim()
      .split('\r\n');
    const who = (await journalLines(station)).find((e) => e.reason === 'Stamped twice')!.who;
    expect(who).not.toBe('');
    await page.getByText('Journal: who did what, and why').click();
    const undoLine = page
      .getByTestId('recent-journal')
      .getByRole('row')
      .filter({ hasText: 'Stamped twice' });
    await expect(undoLine).toContainText(who);
    await undoLine.scrollIntoViewIfNeeded();
    await shoot(page, 'journal');
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    const columns = header!.split(',');
    expect(columns).toContain('staff');
    expect(columns.at(-1)).toBe('reason');
    const undoRow = rows.find((r) => r.includes(',undo of ') && r.endsWith(',Stamped twice'));
    expect(undoRow).toBeDefined();
    expect(undoRow!.split(',')[columns.indexOf('staff')]).toBe(who);

    // An undone stamp is no visit: another member's is, and the insights say who made it.
    const omar = await station.addMember('Omar');
    await openCounter(page, station.url);
    await typeCode(page, omar.customerId);
    await expectFeedback(page, 'synced');
    await page.goto(`${station.url}#/insights`);
    const bars = page.getByRole('figure', { name: 'By station and person' }).getByRole('table');
    await expect(bars.getByRole('row', { name: new RegExp(`${who} 1$`) })).toBeAttached();
    await bars.scrollIntoViewIfNeeded();
    await shoot(page, 'insights');
    expect((await axeOn(page).analyze()).violations).toEqual([]);
  } finally {
    await station.close();
  }
});
