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
  await expect(page.getByLabel('Card title')).toBeDisabled();

  await page.getByRole('link', { name: 'Back to templates' }).click();
  await page.getByLabel('Search by name').fill('gym');
  await expect(page.getByRole('listitem').filter({ hasText: 'Gym members' })).toBeVisible();
  const created = await world.call<
    { template: { cardTitle?: string; dynamicFields?: string[] } }[]
  >('GET', '/api/dynamicPass/templates');
  expect(created.map((t) => t.template.cardTitle)).toContain('Hello {firstName}');
});

test('thousands of templates: only the visible rows are in the page, and search finds any', async ({
  page,
  world,
}) => {
  const names = Array.from({ length: 1000 }, (_, i) => `Store ${String(i).padStart(4, '0')}`);
  for (let i = 0; i < names.length; i += 100) {
    await Promise.all(
      names.slice(i, i + 100).map((name) =>
        world.call('POST', '/api/dynamicPass/template/', {
          name,
          dynamicFields: [],
          templateData: { cardTitle: name },
        }),
      ),
    );
  }
  await openStation(page, world, '/templates');
  await expect(page.getByText('1,000 of 1,000 shown')).toBeVisible({ timeout: 30_000 });
  const rows = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
  expect(await rows.count()).toBeLessThan(60);
  await page
    .getByRole('list', { name: 'Templates' })
    .evaluate((list) => list.scrollTo(0, list.scrollHeight));
  await expect(rows.filter({ hasText: 'Store 0999' })).toBeVisible();
  await page.getByLabel('Search by name').fill('store 0777');
  await expect(page.getByText('1 of 1,000 shown')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Kind').selectOption('loyalty');
  await expect(page.getByText('0 of 1,000 shown')).toBeVisible();
});
