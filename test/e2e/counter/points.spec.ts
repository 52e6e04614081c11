// A points program (TEXT counter) speaks of points, and adds several at once as the count they
// make, never past the program's maximum.
import { expect } from '@playwright/test';
import { API_PATHS, listUserGroupsResponse } from '../../../src/shared/api';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { test } from '../support/station';

test('+1 point, then +5 at once, and a purchase past the maximum stops at it', async ({
  page,
  station,
}) => {
  const { dynamicPassId } = (await station.call('POST', API_PATHS.createLoyaltyTemplate, {
    name: 'Points',
    cardSubType: 'dynamic_loyalty_stamp_card',
    loyaltyProgressData: {
      loyaltyType: 'TEXT',
      textCounter: {
        maxProgress: 10,
        textCounterFormat: '{current} of {max} points',
        textColor: '#ffffff',
        textBackgroundColor: '#1d4ed8',
      },
    },
  })) as { dynamicPassId: string };
  await station.core.handlers['templates.list']({ refresh: true });
  await station.core.handlers['settings.update']({ programId: dynamicPassId });
  const groups = listUserGroupsResponse.parse(await station.call('GET', API_PATHS.listGroups));
  const groupId = groups.find((g) => g.dynamicPassId === dynamicPassId)!.groupId;
  const { customerId } = (await station.call('POST', API_PATHS.addUser(groupId), {
    dynamicFields: { name: 'Pat Points' },
  })) as { customerId: string };

  await openCounter(page, station.url);
  await typeCode(page, customerId);
  await expectFeedback(page, 'synced', 'Synced');
  await expect(page.getByTestId('feedback')).toContainText('+1 point');
  await expect(page.getByRole('button', { name: /\+1 point/ })).toBeVisible();

  await page.getByLabel('Add points').fill('5');
  await page.getByRole('button', { name: 'Add 5' }).click();
  await expect(page.getByTestId('count-label')).toHaveText('6 of 10 points');
  // Each action's own feedback: the one before it already said synced.
  await expect(page.getByTestId('feedback')).toContainText('Points set to 6');
  await expectFeedback(page, 'synced', 'Synced');

  await page.getByLabel('Add points').fill('7');
  await page.getByRole('button', { name: 'Add 4' }).click();
  await expect(page.getByTestId('count-label')).toHaveText('10 of 10 points');
  await expect(page.getByTestId('feedback')).toContainText('Points set to 10');
  await expectFeedback(page, 'synced', 'Synced');
  const members = (await station.call('GET', API_PATHS.listUsers(groupId))) as {
    customerId: string;
    count?: number;
  }[];
  expect(members.find((m) => m.customerId === customerId)?.count).toBe(10);
});
