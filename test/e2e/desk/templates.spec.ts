// Creating a template with placeholders, and finding it in the list.
import { expect, expectNoAxeViolations, openStation, test } from './support/deskWorld';

test('a manager creates a template with placeholders and finds it in the list', async ({
  page,
  world,
}) => {
  await openStation(page, world, '/templates');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New template' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Gym members');
  for (const field of ['firstName', 'memberId']) {
    await page.getByLabel('New field name').fill(field);
    await page.getByRole('button', { name: 'Add field' }).click();
  }
  await page.getByLabel('Card title').fill('Hello ');
  await page.getByRole('button', { name: 'Insert {firstName}' }).click();
  await expect(page.getByLabel('Card title')).toHaveValue('Hello {firstName}');
  await page.getByLabel('Header', { exact: true }).fill('{points} points');
  await expect(page.getByTestId('undeclared-placeholders')).toContainText('{points}');
  await page.getByLabel('Header', { exact: true }).fill('Member');
  await page.getByLabel('Barcode value').fill('{memberId}');
  await page.getByLabel('Sample firstName').fill('Ada');
  await expect(page.getByTestId('apple-pass')).toContainText('Hello Ada');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('publish-state')).toHaveAttribute('data-state', 'synced');

  await page.getByRole('link', { name: 'Back to templates' }).click();
  await page.getByLabel('Search by name').fill('gym');
  await expect(page.getByRole('listitem').filter({ hasText: 'Gym members' })).toBeVisible();
  const created = await world.call<
    { template: { cardTitle?: string; dynamicFields?: string[] } }[]
  >('GET', '/api/dynamicPass/templates');
  expect(created.map((t) => t.template.cardTitle)).toContain('Hello {firstName}');
});
