// A cashier always sees whether the station is live or in training mode.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { openCounter } from '../support/counterPage';
import { expectFits, frameFit } from '../support/frameFit';

test('the status bar says training mode while no key is set, and not on a live station', async ({
  page,
  station,
}, testInfo) => {
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
  // Said on one line that fits the smallest till.
  await page.setViewportSize({ width: 1024, height: 600 });
  const parts = {
    training: '[data-testid="status-training"]',
    state: '[data-testid="status-state"]',
  };
  expectFits(await frameFit(page, parts), 'training without a key', {
    width: 1024,
    mayBeAbsent: false,
  });
  await page.screenshot({ path: testInfo.outputPath('training-without-a-key-1024x600.png') });

  await station.useApiKey(station.apiKey);
  await expect(page.getByTestId('status-training')).toHaveCount(0);
});
