// Another manager changed the template while this draft was open: both versions, and a choice.
import { expect, expectNoAxeViolations, openStation, test } from './support/deskWorld';
import { seedTemplate } from './support/seed';

test('a newer server version shows both and publishing mine overwrites theirs', async ({
  page,
  world,
}) => {
  const dynamicPassId = await seedTemplate(world, 'Club card');
  await openStation(page, world, '/templates');
  await page.getByRole('button', { name: /Club card/ }).click();
  await page.getByLabel('Header', { exact: true }).fill('Mine');
  await page.getByLabel('Header', { exact: true }).blur();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  await world.call('PUT', `/api/dynamicPass/template/${dynamicPassId}`, {
    templateData: { header: 'Theirs' },
  });

  await page.getByRole('button', { name: 'Publish' }).click();
  const conflict = page.getByRole('alertdialog', {
    name: 'Someone changed this template on the service',
  });
  await expect(conflict).toBeVisible();
  await expect(
    conflict.getByRole('heading', { name: 'Someone changed this template on the service' }),
  ).toBeFocused();
  const header = conflict.getByRole('row', { name: /header/ });
  await expect(header.getByRole('cell').nth(0)).toHaveText('Mine');
  await expect(header.getByRole('cell').nth(1)).toHaveText('Theirs');
  await expectNoAxeViolations(page);

  await conflict.getByRole('button', { name: 'Publish my draft over theirs' }).click();
  await expect(page.getByTestId('publish-state')).toHaveAttribute('data-state', 'synced');
  const stored = await world.call<{ header?: string }>(
    'GET',
    `/api/dynamicPass/template/${dynamicPassId}`,
  );
  expect(stored.header).toBe('Mine');
});

test('keeping the service version drops the draft', async ({ page, world }) => {
  const dynamicPassId = await seedTemplate(world, 'Club card');
  await openStation(page, world, '/templates');
  await page.getByRole('button', { name: /Club card/ }).click();
  await page.getByLabel('Header', { exact: true }).fill('Mine');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  await world.call('PUT', `/api/dynamicPass/template/${dynamicPassId}`, {
    templateData: { header: 'Theirs' },
  });

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Keep the service’s version and drop my draft' }).click();
  await expect(page.getByText('Your draft was dropped')).toBeVisible();
  const stored = await world.call<{ header?: string }>(
    'GET',
    `/api/dynamicPass/template/${dynamicPassId}`,
  );
  expect(stored.header).toBe('Theirs');
});
