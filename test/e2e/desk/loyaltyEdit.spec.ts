// Editing a loyalty program keeps it one, explains why its artwork stays, and offers a copy.
import { API_PATHS, LOYALTY_CARD_SUBTYPE } from '../../../src/shared/api';
import { expect, expectNoAxeViolations, openStation, test } from './support/deskWorld';

test('an edited loyalty program stays a loyalty program, and a copy starts a new one', async ({
  page,
  world,
}) => {
  const { dynamicPassId } = await world.call<{ dynamicPassId: string }>(
    'POST',
    API_PATHS.createLoyaltyTemplate,
    {
      name: 'Pizza club',
      cardTitle: 'Pizza club',
      header: 'Old header',
      cardSubType: LOYALTY_CARD_SUBTYPE,
      loyaltyProgressData: {
        loyaltyType: 'STAMP',
        stampCounter: {
          maxStampCount: 5,
          stampIconName: 'pizza1',
          stampBannerBgColor: '#ffcc00',
          stampBannerIconBgColor: '#aa3300',
        },
      },
    },
  );
  const before = await world.call<{ loyaltyProgressData: { countBasedImageUrls: string[] } }>(
    'GET',
    API_PATHS.template(dynamicPassId),
  );

  await openStation(page, world, '/templates');
  await page.getByLabel('Kind').selectOption('loyalty');
  await page.getByRole('button', { name: /Pizza club/ }).click();
  await expect(
    page.getByRole('heading', { name: /This is a loyalty program \(a stamp card of 5 stamps\)/ }),
  ).toBeVisible();
  await expect(page.getByText('The stamp artwork does not change on an update')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Set by the service' })).toContainText(
    LOYALTY_CARD_SUBTYPE,
  );
  await page.getByLabel('Header', { exact: true }).fill('New header');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('publish-state')).toHaveAttribute('data-state', 'synced');

  const after = await world.call<{
    header: string;
    cardSubType: string;
    loyaltyProgressData: { loyaltyType: string; countBasedImageUrls: string[] };
  }>('GET', API_PATHS.template(dynamicPassId));
  expect(after.header).toBe('New header');
  expect(after.cardSubType).toBe(LOYALTY_CARD_SUBTYPE);
  expect(after.loyaltyProgressData.loyaltyType).toBe('STAMP');
  expect(after.loyaltyProgressData.countBasedImageUrls).toEqual(
    before.loyaltyProgressData.countBasedImageUrls,
  );

  await page.getByRole('button', { name: 'Start a new program from a copy' }).click();
  await expect(page.getByRole('heading', { name: 'New loyalty program' })).toBeVisible();
  await expect(page.getByLabel('Program name')).toHaveValue('Copy of Pizza club');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Stamps to complete the card')).toHaveValue('5');
  await expect(page.getByRole('radio', { name: 'Pizza slice' })).toBeChecked();
});
