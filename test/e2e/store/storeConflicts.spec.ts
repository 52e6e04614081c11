// Two redemptions of one card taken while the tills were apart: the status bar counts them, the
// Queue shows both sides, and a manager's decision (with a reason) closes the conflict.
import { expect, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { expectFits, frameFit } from '../support/frameFit';
import { shoot, TILL_SIZES } from '../support/shots';
import { pairTills, redeemApart, test } from '../support/storeTills';

async function openQueue(page: Page, url: string): Promise<void> {
  await page.goto(`${url}#/queue`);
  await expect(page.getByRole('heading', { name: 'Queue', level: 1 })).toBeVisible();
}

test('a conflict between tills is shown with both sides and closed by a correction', async ({
  page,
  tills,
}) => {
  const { one } = tills;
  await pairTills(tills);
  const ada = await one.addMember('Ada Lovelace');
  await one.core.handlers['counter.checkIn']({
    customerId: ada.customerId,
    action: { kind: 'increment' },
  });
  await openQueue(page, one.url);
  await expect(page.getByTestId('store-conflicts')).toHaveCount(0);

  await redeemApart(tills, ada.customerId);
  const panel = page.getByTestId('store-conflicts');
  await expect(panel.getByRole('heading', { name: 'Conflicts between tills (1)' })).toBeVisible();
  await expect(page.getByTestId('status-attention')).toHaveText(/^1 need attention/);
  await expect(page.getByTestId('status-conflicts')).toHaveText('(1 conflict between tills)');
  const conflict = panel.getByTestId('store-conflict');
  await expect(conflict.getByRole('heading', { level: 3 })).toContainText('Ada Lovelace');
  const sides = conflict.getByTestId('conflict-side');
  await expect(sides).toHaveCount(2);
  expect((await sides.locator('.conflict-station').allTextContents()).sort()).toEqual([
    'Till 1',
    'Till 2',
  ]);
  // Till 1 knew the card it redeemed: one stamp on it. Nobody was signed in at either.
  await expect(sides.filter({ hasText: 'Till 1' })).toContainText('1 stamp before');
  await expect(sides).toContainText(['Nobody signed in', 'Nobody signed in']);
  await shoot(page, 'queue-conflict', panel);
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // No reason: said by the field, nothing decided.
  await conflict.getByRole('button', { name: 'Keep both' }).click();
  const reason = conflict.getByLabel('Reason');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription('say why, in a few words');
  // A correction needs the count.
  await reason.fill('One reward was owed, not two');
  await conflict.getByRole('button', { name: 'Correct the count' }).click();
  await expect(conflict.getByLabel('Right count')).toHaveAccessibleDescription(
    'give the card’s right count',
  );
  await shoot(page, 'queue-conflict-refused', conflict);

  await conflict.getByLabel('Right count').fill('3');
  await conflict.getByRole('button', { name: 'Correct the count' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    // The name isolated from the sentence around it.
    'Decided for \u2068Ada Lovelace\u2069: the count is set to 3.',
  );
  await expect(panel.getByTestId('store-conflict')).toHaveCount(0);
  await expect(panel.getByRole('heading')).toHaveCount(0);
  await shoot(page, 'queue-conflict-decided', panel);
  await expect(page.getByTestId('status-conflicts')).toHaveCount(0);
  await expect.poll(() => one.countOnService(ada.customerId), { timeout: 30_000 }).toBe(3);
  const [decided] = await one.core.handlers['store.conflicts']({});
  expect(decided?.resolution).toMatchObject({
    outcome: 'correctCount',
    reason: 'One reward was owed, not two',
  });
});

test('the status bar names the tills and counts a conflict beside an error, and fits a 1024 till', async ({
  page,
  tills,
}) => {
  const { one } = tills;
  await pairTills(tills);
  const ada = await one.addMember('Ada Lovelace');
  await openCounter(page, one.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced');
  await redeemApart(tills, ada.customerId);
  // A real failure, as the frame's own fit test makes one: a code the service then refuses.
  await one.stopService();
  await typeCode(page, 'no-such-member-42');
  await expectFeedback(page, 'saved');
  await one.startService();
  await expect(page.getByTestId('status-last-error')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByTestId('status-peers-linked')).toHaveText('Till 2');
  await expect(page.getByTestId('status-attention')).toHaveText(/^2 need attention/);

  const parts = {
    connection: '[data-testid="status-connection"]',
    waiting: '[data-testid="status-waiting"]',
    attention: '[data-testid="status-attention"]',
    peers: '[data-testid="status-peers"]',
    details: '[data-testid="status-last-error-details"]',
  };
  for (const size of TILL_SIZES) {
    await page.setViewportSize(size);
    const where = `the status bar at ${size.width}x${size.height}`;
    expectFits(await frameFit(page, parts), where, { width: size.width, mayBeAbsent: false });
    const widths = await page.evaluate(() => {
      const width = (selector: string) =>
        document.querySelector(selector)!.getBoundingClientRect().width;
      const line = document.querySelector<HTMLElement>('[data-testid="status-last-error"]')!;
      const attention = document.querySelector<HTMLElement>('[data-testid="status-attention"]')!;
      return {
        problemLine: width('[data-testid="status-last-error"]'),
        // Whole: the parts that were there before the tills never give way.
        attentionCut: attention.scrollWidth > attention.clientWidth + 1,
        lineText: line.textContent ?? '',
      };
    });
    // The problem keeps a readable start of its line beside the tills.
    expect.soft(widths.problemLine, `${where}: the problem's line`).toBeGreaterThanOrEqual(100);
    expect.soft(widths.attentionCut, `${where}: need attention whole`).toBe(false);
    console.log(`${where}: problem line ${Math.round(widths.problemLine)} px`);
  }
  await shoot(page, 'status-bar-tills-error');
});
