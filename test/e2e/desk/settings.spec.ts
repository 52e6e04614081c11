// Settings: a refused API key, a working one shown only by its end, and the station's choices.
import { API_KEY, expect, expectNoAxeViolations, openStation, test } from './support/deskWorld';

test('a bad API key is refused and a good one is shown only by its last characters', async ({
  page,
  world,
}) => {
  await openStation(page, world, '/settings');
  await expect(page.getByTestId('apikey-state')).toContainText('No API key is set');
  await expectNoAxeViolations(page);
  await page.getByLabel('Service URL').fill(world.service.url.replace(/\/$/, ''));
  await page.getByLabel('Training mode').uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  await page.getByLabel('Enter the key').fill('not-the-right-key');
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByTestId('apikey-check')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('apikey-check')).toContainText('Does not work');

  await page.getByLabel('Replace the key').fill(API_KEY);
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByTestId('apikey-check')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('apikey-state')).toContainText(`Set, ends in ${API_KEY.slice(-4)}`);
  await expect(page.getByLabel('Replace the key')).toHaveValue('');
  await expect(page.locator('body')).not.toContainText(API_KEY);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByTestId('apikey-check')).toHaveAttribute('data-ok', 'true');
});

test('the station name, cooldown and barcode rule are checked and saved', async ({
  page,
  world,
}) => {
  await openStation(page, world, '/settings');
  await page.getByLabel('Station name').fill('');
  await expect(page.getByText('the station needs a name')).toBeVisible();
  await page.getByLabel('Station name').fill('Back office');
  await page.getByLabel(/Cooldown/).fill('30');
  await page.getByLabel('A pattern picks the id out of the text').check();
  await page.getByLabel(/^Pattern/).fill('^MEMBER:(?<id>\\w+)$');
  await page.getByLabel('Try a scanned text').fill('MEMBER:abc123');
  await expect(page.locator('#s-sample-result')).toHaveText('member id: abc123');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  const saved = await world.core.handlers['settings.get']({});
  expect(saved).toMatchObject({
    stationName: 'Back office',
    cooldownSeconds: 30,
    barcodeRule: { mode: 'pattern', pattern: '^MEMBER:(?<id>\\w+)$' },
  });
  await expectNoAxeViolations(page);
});
