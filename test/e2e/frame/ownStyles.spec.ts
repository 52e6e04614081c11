// Each screen looks the same opened on its own (a deep link in a fresh page) as after every other
// screen has loaded its styles: a component brings its own styles and none leaks onto another's.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/station';
import type { TestStation } from '../support/testStation';

/** Every page a link can open, with what shows once it has drawn. */
const SCREENS = [
  { path: 'counter', ready: 'No member yet: scan a pass.' },
  { path: 'queue', ready: /^Queue$/ },
  { path: 'members', ready: /^Members of/ },
  { path: 'templates', ready: /^Templates$/ },
  { path: 'templates/loyalty/new', ready: 'New loyalty program' },
  { path: 'members/import', ready: 'Import members' },
  { path: 'archive', ready: 'Archive a pass' },
  { path: 'credits', ready: /^Credits$/ },
  { path: 'insights', ready: /^Insights$/ },
  { path: 'settings', ready: /^Settings$/ },
  { path: 'display', ready: 'Hello, Ada!' },
] as const;
type Screen = (typeof SCREENS)[number];

/**
 * How each kind of element is drawn, by its tag and classes: the properties a stylesheet sets,
 * not those (such as min-height: auto) that follow from where a component happens to be mounted.
 */
function drawing(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(() => {
    const properties = [
      'display',
      'position',
      'flex-direction',
      'flex-wrap',
      'gap',
      'padding',
      'margin',
      'font-size',
      'font-weight',
      'opacity',
      'filter',
      'border-width',
      'border-radius',
      'background-color',
      'color',
      'text-align',
      'white-space',
      'overflow',
      'box-shadow',
      'max-width',
    ];
    const seen: Record<string, Record<string, string>> = {};
    for (const element of document.querySelectorAll('#root [class]')) {
      const key = `${element.tagName.toLowerCase()}.${[...element.classList].sort().join('.')}`;
      if (key in seen) continue;
      const style = getComputedStyle(element);
      seen[key] = Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
    }
    return seen;
  });
}

/** What differs between two drawings, for the kinds of element both show. */
function differences(
  alone: Record<string, Record<string, string>>,
  after: Record<string, Record<string, string>>,
): string[] {
  const found: string[] = [];
  for (const [key, style] of Object.entries(alone)) {
    const other = after[key];
    if (!other) continue;
    for (const [property, value] of Object.entries(style)) {
      if (other[property] !== value) {
        found.push(`${key} ${property}: ${value} alone, ${other[property]} after the others`);
      }
    }
  }
  return found;
}

async function show(page: Page, station: TestStation, screen: Screen, customerId: string) {
  // The display shows a member only for a while after a check-in: one right before each look.
  if (screen.path === 'display') {
    await station.core.handlers['counter.member']({ customerId, show: true });
  }
  await expect(page.getByText(screen.ready).first()).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

test('every screen opened on its own is drawn as it is after all the others', async ({
  browser,
  station,
}, testInfo) => {
  const ada = await station.addMember('Ada Byron');
  const viewport = { width: 1366, height: 768 };
  const alone: Record<string, Record<string, Record<string, string>>> = {};
  for (const screen of SCREENS) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${station.url}#/${screen.path}`);
    await show(page, station, screen, ada.customerId);
    alone[screen.path] = await drawing(page);
    for (const size of [viewport, { width: 1024, height: 600 }]) {
      await page.setViewportSize(size);
      const name = `alone-${screen.path.replaceAll('/', '-')}-${size.width}x${size.height}.png`;
      await page.screenshot({ path: testInfo.outputPath(name) });
    }
    await page.close();
  }

  const page = await browser.newPage({ viewport });
  await page.goto(`${station.url}#/counter`);
  for (const screen of SCREENS) {
    await page.evaluate((path) => (window.location.hash = `#/${path}`), screen.path);
    await show(page, station, screen, ada.customerId);
  }
  for (const screen of SCREENS) {
    await page.evaluate((path) => (window.location.hash = `#/${path}`), screen.path);
    await show(page, station, screen, ada.customerId);
    await expect
      .poll(async () => differences(alone[screen.path]!, await drawing(page)), {
        message: `#/${screen.path} is drawn the same alone and after the others`,
      })
      .toEqual([]);
  }
});
