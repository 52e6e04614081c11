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
  await expect(page.getByTestId('status-training')).toHaveText('Training mode: demo members only');

  await station.useApiKey(station.apiKey);
  await expect(page.getByTestId('status-training')).toHaveCount(0);
});
