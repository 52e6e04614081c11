// The counter's sounds in Settings: the volume and the off switch are kept the moment they
// change, and "Test sound" is offered only while sounds are on.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';

test('the sound volume and the off switch are saved as they change', async ({ page, station }) => {
  await page.goto(`${station.url}#/settings`);
  const volume = page.getByLabel('Volume');
  await expect(volume).toHaveValue('70');
  await volume.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Saved: volume 65.')).toBeVisible();
  expect((await station.core.handlers['settings.get']({})).soundVolume).toBe(65);

  const testSound = page.getByRole('button', { name: 'Test sound' });
  await expect(testSound).toBeEnabled();
  await page.getByLabel('Play sounds on scans').uncheck();
  await expect(page.getByText('Saved: sounds are off.')).toBeVisible();
  expect((await station.core.handlers['settings.get']({})).sounds).toBe(false);
  await expect(testSound).toBeDisabled();
  await expect(volume).toBeDisabled();
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // Kept across a reload: read back from the station, not from the page.
  await page.reload();
  await expect(page.getByLabel('Play sounds on scans')).not.toBeChecked();
  await expect(page.getByLabel('Volume')).toHaveValue('65');
});
