// Screenshots for a person to look at, at a till's two window sizes, only when PASSDESK_SHOTS
// names a folder for them (kept out of the repository).
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const SHOTS = process.env['PASSDESK_SHOTS'];
const SIZES = [
  { width: 1024, height: 600 },
  { width: 1366, height: 768 },
];

export async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SHOTS, `${name}-${size.width}x${size.height}.png`) });
  }
}
