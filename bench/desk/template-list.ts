// The templates list with few and with thousands of templates, in Chromium against the web host,
// the core and the embedded service: rows kept in the page, search-to-list time, scroll frames.
// Run: npx tsx bench/desk/template-list.ts   (BENCH_TEMPLATES=5000 to change the large size)
import { chromium, type Page } from '@playwright/test';
import { API_PATHS } from '../../src/shared/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/e2e/support/chromium';
import { ensureRendererBuilt } from '../../test/e2e/support/rendererBuild';
import { startDeskWorld } from '../../test/e2e/desk/support/deskWorld';

const SMALL = 500;
const LARGE = Number(process.env['BENCH_TEMPLATES'] ?? 5000);
const SEARCHES = ['store 1', 'store 12', 'store 123', 'store', 'zzz', 'store 4', 'store 49', ''];

interface Result {
  templates: number;
  rowsInPage: number;
  searchP50: number;
  searchP95: number;
  frameP95: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Types a search and waits, inside the page, for the count line to change. */
async function timeSearch(page: Page, query: string): Promise<number> {
  return page.evaluate(async (q) => {
    const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    const count = [...document.querySelectorAll('p[aria-live="polite"]')].find((p) =>
      p.textContent?.includes('shown'),
    )!;
    const before = count.textContent;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(count, { childList: true, characterData: true, subtree: true });
      setter.call(input, q);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      if (before === `${q}`) resolve();
      setTimeout(() => resolve(), 2000);
    });
    // The list paints in the same frame as the count.
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    return performance.now() - start;
  }, query);
}

/** Scrolls the list from top to bottom in steps and records each frame's duration. */
async function scrollFrames(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const list = document.querySelector<HTMLElement>('[aria-label="Templates"][role="list"]')!;
    const frames: number[] = [];
    let last = performance.now();
    const steps = 120;
    for (let i = 1; i <= steps; i++) {
      list.scrollTop = (list.scrollHeight * i) / steps;
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    return frames;
  });
}

async function measure(templates: number): Promise<Result> {
  const world = await startDeskWorld({ freeCredits: 0, premiumCredits: 10 });
  try {
    for (let i = 0; i < templates; i += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, templates - i) }, (_, j) => {
          const name = `Store ${i + j}`;
          return world.call('POST', API_PATHS.createTemplate, {
            name,
            dynamicFields: [],
            templateData: { cardTitle: name },
          });
        }),
      );
    }
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
      await page.goto(`${world.host.launchUrl()}#/templates`);
      await page.getByText(`${templates} of ${templates} shown`).waitFor({ timeout: 60_000 });
      const rowsInPage = await page
        .getByRole('list', { name: 'Templates' })
        .getByRole('listitem')
        .count();
      const searches: number[] = [];
      for (let round = 0; round < 3; round++)
        for (const q of SEARCHES) searches.push(await timeSearch(page, q));
      const frames = await scrollFrames(page);
      return {
        templates,
        rowsInPage,
        searchP50: percentile(searches, 50),
        searchP95: percentile(searches, 95),
        frameP95: percentile(frames, 95),
      };
    } finally {
      await browser.close();
    }
  } finally {
    await world.close();
  }
}

ensureRendererBuilt();
const small = await measure(SMALL);
const large = await measure(LARGE);
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log('| Templates | Rows in page | Search p50 | Search p95 | Scroll frame p95 |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of [small, large]) {
  console.log(
    `| ${r.templates} | ${r.rowsInPage} | ${ms(r.searchP50)} | ${ms(r.searchP95)} | ${ms(r.frameP95)} |`,
  );
}
console.log(
  `\nRatios ${LARGE}/${SMALL}: rows ${(large.rowsInPage / small.rowsInPage).toFixed(2)}, search p95 ${(large.searchP95 / small.searchP95).toFixed(2)}, scroll frame p95 ${(large.frameP95 / small.frameP95).toFixed(2)}`,
);
