// Whether a screen is laid out right to left: where the navigation's tabs and a heading sit.
import type { Page } from '@playwright/test';

/** The visible tabs of the top bar, first and last, by their left edges. */
export function tabEdges(page: Page): Promise<{ first: number; last: number; tabs: number }> {
  return page.evaluate(() => {
    const tabs = [...document.querySelectorAll('.nav .nav-tabs a.nav-tab')].filter((tab) => {
      const box = tab.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    const left = (tab: Element | undefined) => tab?.getBoundingClientRect().left ?? NaN;
    return { first: left(tabs[0]), last: left(tabs[tabs.length - 1]), tabs: tabs.length };
  });
}

/** Which side of its container a heading's text starts on: `right` in a mirrored layout. */
export function headingSide(page: Page, selector: string): Promise<'left' | 'right' | 'neither'> {
  return page.evaluate((selector) => {
    const heading = document.querySelector(selector);
    if (!heading) return 'neither';
    const range = document.createRange();
    range.selectNodeContents(heading);
    const text = range.getBoundingClientRect();
    // The nearest ancestor wider than the text: the line the heading starts on.
    let line = heading.parentElement!;
    while (line.getBoundingClientRect().width < text.width * 1.5 && line.parentElement) {
      line = line.parentElement;
    }
    const box = line.getBoundingClientRect();
    const style = getComputedStyle(line);
    const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    // Within the heading's own margin and padding of the line's edge.
    const near = 24;
    if (Math.abs(text.left - left) <= near && Math.abs(text.right - right) > near) return 'left';
    if (Math.abs(text.right - right) <= near && Math.abs(text.left - left) > near) return 'right';
    return 'neither';
  }, selector);
}
