// A card redeemed at one till, seen at the other: the member's card there says where and when,
// a second redemption is refused with the core's words, and a manager redeems it again with a
// reason after signing in over the cashier.
import { expect } from '@playwright/test';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { axeOn } from '../support/axe';
import { expectFits, frameFit } from '../support/frameFit';
import { shoot, TILL_SIZES } from '../support/shots';
import { addStaff, signInAs } from '../support/staffPage';
import { pairTills, test } from '../support/storeTills';

test('a card another till redeemed is refused, and a manager redeems it again with a reason', async ({
  page,
  tills,
}) => {
  const { one, two } = tills;
  await pairTills(tills);
  const ada = await one.addMember('Ada Lovelace');
  await addStaff(one.core);
  await openCounter(page, one.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced');
  await expect(page.getByTestId('store-last')).toHaveCount(0);

  // Till 2 redeems the card; Till 1's counter, showing Ada, hears of it.
  await two.core.handlers['counter.checkIn']({
    customerId: ada.customerId,
    action: { kind: 'reset' },
    reason: 'Reward given early',
  });
  await expect(page.getByTestId('store-last')).toHaveText(/^Redeemed at Till 2, \d+ s ago$/);

  await page.getByRole('button', { name: /^New card/ }).click();
  await expectFeedback(page, 'error', 'Not redeemed');
  await expect(page.getByTestId('feedback')).toContainText(
    'Ada Lovelace’s card was already redeemed at Till 2',
  );
  const offer = page.getByTestId('redeemed-elsewhere');
  await expect(offer).toContainText('Redeem it again? Only a manager may, with a reason.');
  // On the smallest till too, the offer and the card's line are in view without scrolling.
  for (const size of TILL_SIZES) {
    await page.setViewportSize(size);
    const fit = await frameFit(page, {
      offer: '[data-testid="redeemed-elsewhere"] .row',
      storeLast: '[data-testid="store-last"]',
      feedback: '[data-testid="feedback"]',
    });
    expectFits(fit, `the refusal at ${size.width}x${size.height}`, {
      width: size.width,
      mayBeAbsent: false,
    });
  }
  await shoot(page, 'counter-redeemed-elsewhere');
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // The cashier asks; a manager signs in over them, then says why.
  await offer.getByRole('button', { name: 'Redeem anyway (manager)' }).click();
  const gate = page.getByTestId('redeem-again');
  await expect(gate.getByRole('heading', { name: 'A manager needs to sign in' })).toBeVisible();
  await shoot(page, 'counter-redeem-again-gate');
  await signInAs(gate, 'manager');
  const why = page.getByRole('dialog', { name: 'Why redeem this card again?' });
  await expect(why).toBeVisible();
  await expect(gate).toHaveCount(0);
  await shoot(page, 'counter-redeem-again-reason');
  await why.getByLabel('Or type the reason').fill('Reward not given at Till 2');
  await why.getByRole('button', { name: /^Save/ }).click();

  await expect(offer).toHaveCount(0);
  await expectFeedback(page, 'synced');
  await expect.poll(() => one.countOnService(ada.customerId), { timeout: 30_000 }).toBe(0);
  // The journal keeps the reason with the redemption.
  const history = await one.core.handlers['members.history']({ customerId: ada.customerId });
  expect(JSON.stringify(history)).toContain('Reward not given at Till 2');
});
