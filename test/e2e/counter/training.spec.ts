// A cashier always sees whether the station is live or in training mode.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { openCounter } from '../support/counterPage';

test('the status bar says training mode while no key is set, and not on a live station', async ({
  page,
  station,
}) => {
  await openCounter(page, station.url);
  await expect(page.getByTestId('status-connection')).toHaveText('Online');
  await expect(page.getByTestId('status-training')).toHaveCount(0);

  // Without a key the station falls back to training mode; the page learns it from the event.
  await station.core.handlers['settings.clearApiKey']({});
  // It says one thing: training, and how to go live; no key is not a fault while training.
  const bar = page.locator('.status-bar');
  await expect(page.getByTestId('status-training')).toHaveText('Training mode');
  await expect(page.getByTestId('status-connection')).toHaveText(
    'Nothing is sent until an API key is set in Settings',
  );
  await expect(bar).not.toContainText('Sync paused');
  await expect(bar).not.toContainText('No API key is set');
  await expect(bar.locator('.status-error')).toHaveCount(0);

  await station.useApiKey(station.apiKey);
  await expect(page.getByTestId('status-training')).toHaveCount(0);
});
