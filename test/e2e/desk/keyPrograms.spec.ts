// Saving an API key opens the live workspace: the program list follows at once, with no reload.
import { API_KEY, expect, openStation, test } from './support/deskWorld';
import { seedStampProgram } from './support/seed';

test('after a key is saved, the programs to serve are listed without reloading the page', async ({
  page,
  world,
}) => {
  await openStation(page, world, '/settings');
  await expect(page.getByTestId('apikey-state')).toContainText('No API key is set');
  const programs = page.getByLabel('Loyalty program served at this station');
  await page.getByLabel('Service URL').fill(world.service.url.replace(/\/$/, ''));
  await page.getByLabel('Training mode').uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  // A program the live account has, made after this screen first read the list.
  await seedStampProgram(world, 'Bakery stamps', 6);
  await expect(programs.getByRole('option', { name: 'Bakery stamps' })).toHaveCount(0);

  await page.getByLabel('Enter the key').fill(API_KEY);
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByTestId('apikey-check')).toHaveAttribute('data-ok', 'true');
  await expect(programs.getByRole('option', { name: 'Bakery stamps' })).toHaveCount(1);
});
