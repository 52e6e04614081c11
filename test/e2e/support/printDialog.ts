// The system's print dialog (the browser's or Electron's) stood in for: it only counts openings.
import type { Page } from '@playwright/test';

export async function countPrints(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}

export const printsCounted = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { printed: number }).printed);
