// Setting the manager PIN through Settings, as a manager does before locking the station.
import { expect, type Page } from '@playwright/test';

export async function setPin(page: Page, url: string, pin: string): Promise<void> {
  await page.goto(`${url}#/settings`);
  await page.getByLabel('PIN (4 to 12 digits)').fill(pin);
  await page.getByLabel('The same PIN again').fill(pin);
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByTestId('pin-said')).toContainText('Saved.');
}
