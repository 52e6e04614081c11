// Screenshots for a person to look at, only when asked for (PASSDESK_SHOTS names the folder,
// kept out of the repository), at the two till sizes every screen must fit.
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

const SHOTS = process.env['PASSDESK_SHOTS'];
export const TILL_SIZES = [
  { width: 1024, height: 600 },
  { width: 1366, height: 768 },
] as const;

/** `inView`: the part the picture is about, scrolled into view at each size. */
export async function shoot(page: Page, name: string, inView?: Locator): Promise<void> {
  if (!SHOTS) return;
  for (const size of TILL_SIZES) {
    await page.setViewportSize(size);
    await inView?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${name}-${size.width}x${size.height}.png`) });
  }
}
