// Editing offline from the cached list, then publishing once the service is back, with the
// re-render of every issued pass followed to its end.
import { expect, expectNoAxeViolations, openStation, test } from './support/deskWorld';
import { seedTemplate } from './support/seed';

test('a template edited offline publishes when back online, and the batch progress reaches the end', async ({
  page,
  world,
}) => {
  const dynamicPassId = await seedTemplate(world, 'Summer pass', 6);
  await openStation(page, world, '/templates');
  await expect(page.getByRole('listitem').filter({ hasText: 'Summer pass' })).toBeVisible();

  world.setOnline(false);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('cache-age')).toContainText('Offline: showing the list as read');
  await page.getByRole('button', { name: /Summer pass/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit template' })).toBeVisible();
  await page.getByLabel('Subheader').fill('Open all summer');
  await page.getByLabel('Subheader').blur();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be reached now' })).toBeVisible();

  // The draft survives leaving the screen, and opening the template again resumes it.
  await page.getByRole('link', { name: 'Back to templates' }).click();
  await expect(page.getByRole('link', { name: 'Summer pass' })).toBeVisible();
  await page.getByRole('button', { name: /Summer pass/ }).click();
  await expect(page.getByLabel('Subheader')).toHaveValue('Open all summer');

  world.setOnline(true);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('publish-state')).toHaveAttribute('data-state', 'synced', {
    timeout: 30_000,
  });
  const progress = page.getByTestId('batch-progress');
  await expect(progress).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(progress).toContainText('6 of 6');
  await expect(progress.getByRole('progressbar')).toHaveAttribute('value', '6');
  await expectNoAxeViolations(page);

  const stored = await world.call<{ subheader?: string }>(
    'GET',
    `/api/dynamicPass/template/${dynamicPassId}`,
  );
  expect(stored.subheader).toBe('Open all summer');
});
