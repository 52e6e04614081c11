// Credits: the balance in use, the rule of section 4.8, and the warning when few are left.
import { expect, expectNoAxeViolations, openStation, test } from './support/deskWorld';

test.describe('with only free credits, three left', () => {
  test.use({ credits: { freeCredits: 3, premiumCredits: 0 } });

  test('shows free and premium credits, the rule, and a warning', async ({ page, world }) => {
    await openStation(page, world, '/credits');
    await expect(page.getByTestId('free-credits')).toHaveText('3');
    await expect(page.getByTestId('premium-credits')).toHaveText('0');
    await expect(page.getByText(/exist only until premium credits are bought/)).toBeVisible();
    await expect(page.getByTestId('low-credits')).toContainText('Only 3 credits are left');
    await expectNoAxeViolations(page);
  });
});

test('offline, the last reading is shown with its time', async ({ page, world }) => {
  await openStation(page, world, '/credits');
  await expect(page.getByTestId('premium-credits')).toHaveText('100');
  await expect(page.getByTestId('low-credits')).toHaveCount(0);
  world.setOnline(false);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('credits-read-at')).toContainText('Offline: last read');
  await expect(page.getByTestId('premium-credits')).toHaveText('100');
});
