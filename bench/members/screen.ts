// The Members screen with 100,000 members, in Chromium through the web host: every frame's time
// while the list is scrolled from top to bottom (beside the same page's frames standing still),
// and each keystroke of the filter until the matching rows are on screen (beside the core's own
// members.list for the same text).
// Run: npx tsx bench/members/screen.ts          (BENCH_MEMBERS=20000 for a quick run)
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { percentile } from '../core-stats';
import { timeKeystroke } from '../typing';
import { namePrefixes, withMembersStation } from './seedMembers';

const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 100_000);
/** Pixels scrolled per frame: about 45 rows, so a new page is read every other frame or so. */
const STEP_PX = 2_000;
/** A wheel turned steadily: about a row and a half a frame. */
const WHEEL_PX = 64;
const WHEEL_FRAMES = 1_200;
const TYPED_NAMES = 30;
/** The rows of a page as the screen reads them (`MEMBER_PAGE_ROWS` in its memberPages.ts). */
const PAGE_ROWS = 50;
const GOAL_FRAME_MS = 50;
const GOAL_TYPING_P95_MS = 30;

/**
 * Every frame's time while the list is scrolled `step` pixels a frame, until its end or until
 * `frames` frames (a step of 0 stands still).
 */
function frameTimes(page: Page, step: number, frames: number): Promise<number[]> {
  return page.evaluate(
    ({ step, frames }) =>
      new Promise<number[]>((resolve) => {
        const grid = document.querySelector<HTMLElement>('[data-testid="member-grid"]')!;
        const times: number[] = [];
        let last = performance.now();
        const tick = (now: number) => {
          times.push(now - last);
          last = now;
          const atEnd = step > 0 && grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1;
          if (atEnd || times.length >= frames) return resolve(times);
          grid.scrollTop += step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(tick);
        });
      }),
    { step, frames },
  );
}

interface LongFrame {
  duration: number;
  /** Time in scripts (event handlers, React's work), the rest being style, layout and paint. */
  script: number;
  /** The script that took longest, as Chromium names its invoker. */
  top: string;
}

/** The long animation frames Chromium itself saw while `run` ran (its own measure of jank). */
async function longFrames<T>(
  page: Page,
  run: () => Promise<T>,
): Promise<{ result: T; loaf: LongFrame[] }> {
  await page.evaluate(() => {
    const seen: LongFrame[] = [];
    (window as unknown as { loaf: LongFrame[] }).loaf = seen;
    type Script = { duration: number; invoker: string; sourceFunctionName: string };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const scripts = (entry as unknown as { scripts: Script[] }).scripts ?? [];
        const longest = [...scripts].sort((x, y) => y.duration - x.duration)[0];
        seen.push({
          duration: entry.duration,
          script: scripts.reduce((sum, x) => sum + x.duration, 0),
          top: longest
            ? `${longest.invoker} ${longest.sourceFunctionName} ${longest.duration.toFixed(0)} ms`
            : '(none)',
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
  });
  const result = await run();
  const loaf = await page.evaluate(() => (window as unknown as { loaf: LongFrame[] }).loaf);
  return { result, loaf };
}

/** Types into the filter and times until the rows of that text (or "no match") are drawn. */
const timeFilter = (page: Page, typed: string) =>
  timeKeystroke(
    page,
    '[data-testid="members-filter"]',
    '[data-testid="member-grid"][data-query="{typed}"] [data-customer-id], [data-testid="members-none"][data-query="{typed}"]',
    typed,
  );

/** What a person types to find someone: a name letter by letter, without its accents. */
function keystrokes(): string[] {
  const typed: string[] = [];
  for (let k = 0; k < TYPED_NAMES; k++) typed.push(...namePrefixes((k * 7919) % MEMBERS, 8));
  return typed;
}

const summary = (what: string, values: number[]) =>
  `${what}: p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

async function main(): Promise<void> {
  await withMembersStation(MEMBERS, async ({ station, browser, seedSeconds }) => {
    console.log(`${MEMBERS} members seeded in ${seedSeconds.toFixed(1)} s`);
    const page = await browser.newPage({ viewport: { width: 1024, height: 600 } });
    // tsx keeps function names with a helper the page does not have; the frame loop names one.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.goto(`${station.url}#/members`);
    await page.locator('[data-testid="member-row"][data-customer-id]').first().waitFor();

    // A wheel's pace first (a row and a half a frame, rows drawn again as they pass), then the
    // whole list top to bottom in steps of 2,000 px, a new page about every other frame.
    const wheel = await frameTimes(page, WHEEL_PX, WHEEL_FRAMES);
    console.log(summary(`frames while scrolling ${WHEEL_PX} px a frame`, wheel));
    await page.evaluate(() => {
      document.querySelector('[data-testid="member-grid"]')!.scrollTop = 0;
    });
    const { result: scrolled, loaf } = await longFrames(page, () =>
      frameTimes(page, STEP_PX, Infinity),
    );
    const rows = await page
      .locator('[data-testid="member-row"]')
      .last()
      .getAttribute('aria-rowindex');
    // The same page standing still for as many frames: what the machine alone costs a frame.
    const still = await frameTimes(page, 0, scrolled.length);
    console.log(`scrolled to row ${Number(rows) - 1} of ${MEMBERS} in ${scrolled.length} frames`);
    console.log(summary('frames standing still', still));
    console.log(summary(`frames while scrolling ${STEP_PX} px a frame`, scrolled));
    const over = (times: number[]) => times.filter((t) => t > GOAL_FRAME_MS).length;
    for (const [what, times] of [
      ['wheel', wheel],
      ['top to bottom', scrolled],
    ] as const) {
      const longest = Math.max(...times);
      console.log(
        `${what}: longest frame ${longest.toFixed(1)} ms, / goal ${(longest / GOAL_FRAME_MS).toFixed(2)}, / longest still ${(longest / Math.max(...still)).toFixed(2)}; frames over ${GOAL_FRAME_MS} ms: ${over(times)} of ${times.length} (still: ${over(still)} of ${still.length})`,
      );
    }
    console.log(`long animation frames (Chromium, over 50 ms) top to bottom: ${loaf.length}`);
    for (const frame of [...loaf].sort((x, y) => y.duration - x.duration).slice(0, 5)) {
      console.log(
        `  ${frame.duration.toFixed(0)} ms, ${frame.script.toFixed(0)} ms in scripts; longest: ${frame.top}`,
      );
    }

    const core: number[] = [];
    const screen: number[] = [];
    // Alternating per keystroke, so a slow moment of the machine falls on both.
    for (const typed of keystrokes()) {
      const t0 = performance.now();
      await station.core.handlers['members.list']({
        query: typed,
        sort: 'name',
        descending: false,
        offset: 0,
        limit: PAGE_ROWS,
      });
      core.push(performance.now() - t0);
      screen.push(await timeFilter(page, typed));
    }
    console.log(`${screen.length} keystrokes`);
    console.log(summary('members.list in the core', core));
    console.log(summary('keystroke to rows on screen', screen));
    const p95 = percentile(screen, 95);
    console.log(
      `typing p95 / goal ${(p95 / GOAL_TYPING_P95_MS).toFixed(2)}, / core p95 ${(p95 / percentile(core, 95)).toFixed(2)}`,
    );
  });
}

await main();
