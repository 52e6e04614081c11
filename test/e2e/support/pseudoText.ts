// Text on the page that is not in the pseudo-locale: with every catalogue message accented, a
// plain ASCII word that is neither data nor a word Intl formats was written into the code.
import type { Page } from '@playwright/test';

/** Words Intl writes in English for the pseudo-locale (dates, times, relative times). */
const INTL_WORDS = [
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'],
  ...['October', 'November', 'December', 'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug'],
  ...['Sep', 'Oct', 'Nov', 'Dec', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  ...['Saturday', 'Sunday', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'AM', 'PM'],
  ...['ago', 'in', 'now', 'yesterday', 'today', 'tomorrow', 'second', 'seconds', 'sec', 'min'],
  ...['minute', 'minutes', 'hour', 'hours', 'hr', 'day', 'days', 'week', 'weeks', 'month'],
  ...['months', 'year', 'years', 'and', 'or', 'UTC', 'GMT'],
];

/**
 * Each visible text node with ASCII words (two letters or more) that are not among `data` (the
 * names, ids and other values the test put on the station), the brand, or Intl's own words,
 * as `element: text`.
 */
export function plainText(page: Page, data: readonly string[]): Promise<string[]> {
  const allowed = [
    ...INTL_WORDS,
    'PassDesk',
    ...data.flatMap((value) => value.match(/[A-Za-z]{2,}/g) ?? []),
  ];
  return page.evaluate((allowed) => {
    const known = new Set(allowed);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.closest('[aria-hidden="true"], [hidden]')) continue;
      const box = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const words = node.textContent!.match(/[A-Za-z]{2,}/g) ?? [];
      if (words.every((word) => known.has(word))) continue;
      const classes = [...parent.classList].map((c) => `.${c}`).join('');
      found.push(
        `${parent.tagName.toLowerCase()}${classes}: ${node.textContent!.trim().slice(0, 80)}`,
      );
    }
    return found;
  }, allowed);
}
