// Whether the frame and the parts a till needs fit the window: nothing wider than it, nothing
// shifted, the status bar within its share, and each part in view without scrolling, not covered.
import { expect, type Page } from '@playwright/test';
import { drawn } from './drawn';

/** The screens a tab leads to, in navigation order. */
export const SCREENS = [
  'counter',
  'queue',
  'members',
  'templates',
  'archive',
  'credits',
  'insights',
  'settings',
  'staff',
] as const;

export interface FrameFit {
  pageWidth: number;
  shiftedBy: number;
  navWidth: number;
  statusShare: number;
  /** Each part: 'inside', 'none' (not on screen), or where it is and why it is not in view. */
  places: Record<string, string>;
}

export async function frameFit(page: Page, parts: Record<string, string>): Promise<FrameFit> {
  await drawn(page);
  return page.evaluate((parts) => {
    // Measured as a till shows it: the screen not scrolled.
    document.querySelector('.screen')!.scrollTop = 0;
    const place = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return 'none';
      const box = element.getBoundingClientRect();
      const fits =
        box.left >= 0 &&
        box.top >= 0 &&
        box.right <= window.innerWidth + 0.5 &&
        box.bottom <= window.innerHeight + 0.5;
      if (!fits) return `outside (${Math.round(box.left)},${Math.round(box.top)})`;
      const atCentre = document.elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      );
      return atCentre && element.contains(atCentre) ? 'inside' : 'covered';
    };
    return {
      pageWidth: document.documentElement.scrollWidth,
      shiftedBy: Math.round(
        window.scrollX + document.querySelector('.app')!.getBoundingClientRect().left,
      ),
      navWidth: document.querySelector('.nav')!.scrollWidth,
      statusShare:
        document.querySelector('.status-bar')!.getBoundingClientRect().height / window.innerHeight,
      places: Object.fromEntries(Object.entries(parts).map(([name, s]) => [name, place(s)])),
    };
  }, parts);
}

/** Checks softly, so one run names every part and size that does not fit. */
export function expectFits(
  fit: FrameFit,
  where: string,
  { width, mayBeAbsent }: { width: number; mayBeAbsent: boolean },
): void {
  expect
    .soft(fit.pageWidth, `${where}: the page is no wider than the window`)
    .toBeLessThanOrEqual(width);
  expect.soft(fit.shiftedBy, `${where}: the page is not shifted`).toBe(0);
  expect.soft(fit.navWidth, `${where}: the top bar holds its content`).toBeLessThanOrEqual(width);
  expect
    .soft(fit.statusShare, `${where}: the status bar's share of the height`)
    .toBeLessThanOrEqual(0.15);
  for (const [part, place] of Object.entries(fit.places)) {
    expect
      .soft(place, `${where}: ${part} in view`)
      .toMatch(mayBeAbsent ? /^(inside|none)$/ : /^inside$/);
  }
}
