// Screenshots for a person to look at, only when asked for (PASSDESK_SHOTS names the folder,
// kept out of the repository), at the two till sizes every screen must fit.
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const SHOTS = process.env['PASSDESK_SHOTS'];
export const TILL_SIZES = [
  { width: 1024, height: 600 },
  { width: 1366, height: 768 },
] as const;

export async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const size of TILL_SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SHOTS, `${name}-${size.width}x${size.height}.png`) });
  }
}
