// A member's page on the smallest till (1024x600) with the status bar showing an error: the page,
// the edit form with a refusal showing and the erase question each fit, nothing cut off or
// covered, and axe finds nothing.
import { expect, type Locator, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { expectFits, frameFit } from '../support/frameFit';
import { test } from '../support/station';

const SHOTS = process.env['PASSDESK_SHOTS'];

/** Where a part is as the page stands now (scrolled as it scrolled itself): inside and uncovered. */
function placeOf(part: Locator): Promise<string> {
  return part.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const statusBar = document.querySelector('.status-bar')!;
    const bar = statusBar.getBoundingClientRect();
    const fits =
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= window.innerWidth + 0.5 &&
      box.bottom <= window.innerHeight + 0.5;
    if (!fits) return `outside (${Math.round(box.left)},${Math.round(box.top)})`;
    // Not under the status bar, and the part itself is what is drawn at its centre.
    if (!statusBar.contains(element) && box.bottom > bar.top + 0.5) {
      return `under the status bar (${Math.round(box.bottom)} > ${Math.round(bar.top)})`;
    }
    const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return atCentre && element.contains(atCentre) ? 'inside' : 'covered';
  });
}

async function expectWhole(page: Page, state: string, parts: Record<string, Locator>) {
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.querySelector('.screen')!.scrollWidth,
    screenBox: document.querySelector('.screen')!.clientWidth,
  }));
  expect
    .soft(overflow.page, `${state}: the page is no wider than the window`)
    .toBeLessThanOrEqual(width);
  expect
    .soft(overflow.screen, `${state}: nothing runs off the screen's right edge`)
    .toBeLessThanOrEqual(overflow.screenBox);
  for (const [name, part] of Object.entries(parts)) {
    expect.soft(await placeOf(part), `${state}: ${name} in view`).toBe('inside');
  }
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-${state}-1024x600.png` });
}

test('the member page, its edit form with a refusal, and the erase question fit 1024x600', async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Quill');
  await openCounter(page, station.url);
  // A real failure for the status bar: a code scanned offline that the service then refuses.
  await station.stopService();
  await typeCode(page, 'no-such-member-42');
  await expectFeedback(page, 'saved');
  await station.startService();
  await expect(page.getByTestId('status-last-error')).toBeVisible({ timeout: 30_000 });
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');

  await page.setViewportSize({ width: 1024, height: 600 });
  await page.goto(`${station.url}#/members/${encodeURIComponent(ada.customerId)}`);
  await expect(page.getByRole('heading', { name: 'Ada Quill', level: 1 })).toBeVisible();
  await expect(page.getByTestId('status-last-error')).toBeVisible();
  const frame = await frameFit(page, {
    heading: '.member-page h1',
    count: '[data-testid="member-count"]',
    statusBar: '.status-bar',
    error: '[data-testid="status-last-error"]',
  });
  expectFits(frame, 'member page at 1024x600', { width: 1024, mayBeAbsent: false });
  await expectWhole(page, 'page', {
    heading: page.getByRole('heading', { name: 'Ada Quill', level: 1 }),
    statusError: page.getByTestId('status-last-error'),
  });

  // The edit form, refused for an empty name: the refusal, the field and the buttons in view.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByTestId('member-edit');
  await form.getByLabel(/^Name/).fill('');
  await form.getByRole('button', { name: /^Save/ }).click();
  const refusal = form.getByText('Name is needed', { exact: false });
  await expect(refusal).toBeVisible();
  await expectWhole(page, 'edit-refused', {
    refusal,
    field: form.getByLabel(/^Name/),
    save: form.getByRole('button', { name: /^Save/ }),
    cancel: form.getByRole('button', { name: 'Cancel' }),
    statusError: page.getByTestId('status-last-error'),
  });
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The erase question: what goes, and both answers.
  await page.getByRole('button', { name: 'Erase member…' }).click();
  const question = page.getByRole('alertdialog', { name: 'Erase Ada Quill?' });
  await expect(question.getByRole('button', { name: 'Keep Ada Quill' })).toBeFocused();
  await expectWhole(page, 'erase-question', {
    title: question.getByRole('heading', { name: 'Erase Ada Quill?' }),
    text: question.getByText('This cannot be undone.', { exact: false }),
    erase: question.getByRole('button', { name: 'Erase Ada Quill' }),
    keep: question.getByRole('button', { name: 'Keep Ada Quill' }),
    statusError: page.getByTestId('status-last-error'),
  });
});
