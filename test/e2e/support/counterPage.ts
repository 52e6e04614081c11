// Steps a cashier takes on the counter, and what they see, for the e2e tests.
import { expect, type Page } from '@playwright/test';
import { pressTimedKeys, scannerBurst } from './timedKeys';

export async function openCounter(page: Page, url: string): Promise<void> {
  await page.goto(`${url}#/counter`);
  await expect(page.getByText('No member yet: scan a pass.')).toBeVisible();
}

/** Types a code into the manual entry field and submits it. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const field = page.getByLabel('Type a pass code (F6)');
  await field.fill(code);
  await field.press('Enter');
}

/** A USB keyboard-wedge scanner: the whole code in one fast burst, then Enter. */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  await pressTimedKeys(page, scannerBurst(code));
}

export async function expectMember(
  page: Page,
  customerId: string,
  countLabel: string,
): Promise<void> {
  await expect(page.getByTestId('member-id')).toHaveText(customerId);
  await expect(page.getByTestId('count-label')).toHaveText(countLabel);
}

export type Tone = 'synced' | 'saved' | 'error' | 'info' | 'working';

export async function expectFeedback(
  page: Page,
  tone: Tone,
  title?: string | RegExp,
  options: { timeout?: number } = {},
): Promise<void> {
  const feedback = page.getByTestId('feedback');
  await expect(feedback).toHaveAttribute('data-tone', tone, options);
  if (title) await expect(feedback.locator('strong')).toHaveText(title, options);
}
