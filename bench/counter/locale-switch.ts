// What a change of the station's language costs on the counter, in Chromium against the web host:
// from the settings change in the core to the page drawn in the new language (the catalogue's
// chunk fetched and the whole page said again), against a change the counter shows without a
// switch (a new message preset in its list), and a switch back to a language already loaded.
// Each round is a fresh page; the page's clock and the core's are the same machine's.
// Run: npx tsx bench/counter/locale-switch.ts [rounds]
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import type { Language } from '@shared/i18n/locales';
import { launchChromium } from '../../test/e2e/support/chromium';
import { wedgeScan } from '../../test/e2e/support/counterPage';
import { ensureRendererBuilt } from '../../test/e2e/support/rendererBuild';
import { startTestStation, type TestStation } from '../../test/e2e/support/testStation';

/** The store's languages (the pseudo-locale's page says `en`, so its switch shows in no attribute). */
const SWITCH_TO: readonly Language[] = ['de', 'fr', 'es', 'ar'];

const now = () => performance.timeOrigin + performance.now();

/** Arms the page: answers, once `changed` holds, the moment the next frame after it was drawn. */
function armed(page: Page, changed: 'lang' | 'presets'): Promise<number> {
  return page.evaluate(
    (changed) =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error(`the page did not show the ${changed} change`)), 60_000);
        // No named functions in here: the page has no helper for the names tsx would give them.
        const html = document.documentElement;
        const lang = html.lang;
        const before = document.querySelectorAll('.actions select option').length;
        const observer = new MutationObserver(() => {
          const options = document.querySelectorAll('.actions select option').length;
          if (changed === 'lang' ? html.lang === lang : options === before) return;
          observer.disconnect();
          // Two frames: the first runs before the paint of this commit, the second after it.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())),
          );
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        observer.observe(html, { attributes: true });
        (window as unknown as { armed: boolean }).armed = true;
      }),
    changed,
  );
}

/** Starts `change` once the page is watching, and answers how long until it was drawn. */
async function timed(page: Page, changed: 'lang' | 'presets', change: () => Promise<unknown>) {
  await page.evaluate(() => ((window as unknown as { armed: boolean }).armed = false));
  const drawn = armed(page, changed);
  await page.waitForFunction(() => (window as unknown as { armed: boolean }).armed);
  const start = now();
  await change();
  return (await drawn) - start;
}

async function round(
  station: TestStation,
  page: Page,
  to: Language,
  n: number,
  customerId: string,
) {
  const h = station.core.handlers;
  await h['settings.update']({ language: 'en', notificationPresets: [] });
  await page.goto(`${station.url}#/counter`);
  await page.waitForSelector('[data-testid="feedback"]');
  await wedgeScan(page, customerId);
  await page.waitForFunction(
    (id) => document.querySelector('[data-testid="member-id"]')?.textContent === id,
    customerId,
  );
  const preset = { heading: `Offer ${n}`, body: 'Two for one today' };
  const noSwitch = await timed(page, 'presets', () =>
    h['settings.update']({ notificationPresets: [preset] }),
  );
  const firstSwitch = await timed(page, 'lang', () => h['settings.update']({ language: to }));
  const loadedSwitch = await timed(page, 'lang', () => h['settings.update']({ language: 'en' }));
  return { noSwitch, firstSwitch, loadedSwitch };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const rounds = Number(process.argv[2] ?? 10);
  ensureRendererBuilt();
  const station = await startTestStation();
  const browser = await launchChromium();
  // One member for every round: each new member costs the demo account a credit.
  const { customerId } = await station.addMember('Ada Lovelace');
  try {
    const results: { to: Language; noSwitch: number; firstSwitch: number; loadedSwitch: number }[] =
      [];
    // One round to warm the host and the browser's cache, not counted.
    const warm = await browser.newPage({ viewport: { width: 1024, height: 600 } });
    await round(station, warm, 'de', 0, customerId);
    await warm.close();
    for (let n = 1; n <= rounds; n++) {
      const to = SWITCH_TO[n % SWITCH_TO.length]!;
      const page = await browser.newPage({ viewport: { width: 1024, height: 600 } });
      results.push({ to, ...(await round(station, page, to, n, customerId)) });
      await page.close();
    }
    for (const r of results) {
      console.log(
        `${r.to.padEnd(5)} no switch ${r.noSwitch.toFixed(1)} ms, first switch ${r.firstSwitch.toFixed(1)} ms, back to a loaded language ${r.loadedSwitch.toFixed(1)} ms`,
      );
    }
    const no = median(results.map((r) => r.noSwitch));
    const first = median(results.map((r) => r.firstSwitch));
    const loaded = median(results.map((r) => r.loadedSwitch));
    console.log(
      `median of ${rounds}: no switch ${no.toFixed(1)} ms, first switch ${first.toFixed(1)} ms (${(first / no).toFixed(2)}x), switch to a loaded language ${loaded.toFixed(1)} ms (${(loaded / no).toFixed(2)}x)`,
    );
  } finally {
    await browser.close();
    await station.close();
  }
}

await main();
