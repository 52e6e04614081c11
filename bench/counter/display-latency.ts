// How far the customer display trails the counter, in Chromium against the web host: the counter
// page and the display page side by side in one browser, a pass code handed to the counter, and
// the time from that moment until each page shows the member's new count.
// Run: npx tsx bench/counter/display-latency.ts
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { API_PATHS } from '@shared/api';
import { launchChromium } from '../../test/e2e/support/chromium';
import { ensureRendererBuilt } from '../../test/e2e/support/rendererBuild';
import { startTestStation } from '../../test/e2e/support/testStation';

const GOAL_P95_MS = 200;
const MEMBERS = 10;

/** Records, in the display page, when each count was first shown (epoch ms, sub-ms precise). */
async function watchDisplay(display: Page): Promise<void> {
  await display.evaluate(() => {
    const seen: { text: string; at: number }[] = [];
    (window as unknown as { shown: typeof seen }).shown = seen;
    let last = '';
    new MutationObserver(() => {
      const name = document.querySelector('.customer-greeting')?.textContent ?? '';
      const count = document.querySelector('[data-testid="display-count"]')?.textContent ?? '';
      const text = `${name}|${count}`;
      if (text === last) return;
      last = text;
      seen.push({ text, at: performance.timeOrigin + performance.now() });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** Submits a code on the counter; answers when it was handed over and when the card showed it. */
async function scanOnCounter(
  counter: Page,
  code: string,
  label: string,
): Promise<{ start: number; counterAt: number }> {
  return counter.evaluate(
    ({ code, label }) =>
      new Promise<{ start: number; counterAt: number }>((resolve, reject) => {
        const field = [...document.querySelectorAll('label')].find((l) =>
          l.textContent?.startsWith('Type a pass code'),
        );
        const input = field?.control as HTMLInputElement | null;
        if (!input?.form) return reject(new Error('no manual entry field'));
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
          input,
          code,
        );
        input.dispatchEvent(new Event('input', { bubbles: true }));
        requestAnimationFrame(() => {
          const start = performance.timeOrigin + performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('[data-testid="count-label"]')?.textContent !== label)
              return;
            if (document.querySelector('[data-testid="member-id"]')?.textContent !== code) return;
            observer.disconnect();
            resolve({ start, counterAt: performance.timeOrigin + performance.now() });
          });
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
          input.form!.requestSubmit();
          setTimeout(() => reject(new Error(`no card for ${code}`)), 10_000);
        });
      }),
    { code, label },
  );
}

async function displayShownAt(display: Page, text: string, after: number): Promise<number> {
  const handle = await display.waitForFunction(
    ({ text, after }) =>
      (window as unknown as { shown: { text: string; at: number }[] }).shown.find(
        (s) => s.text === text && s.at >= after,
      )?.at ?? false,
    { text, after },
    { timeout: 10_000, polling: 20 },
  );
  return (await handle.jsonValue()) as number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

ensureRendererBuilt();
const station = await startTestStation();
const browser = await launchChromium();
try {
  // The demo program's own members (its account has credits for few more), each from 0.
  const listed = (await station.call('GET', API_PATHS.listUsers(station.program.groupId))) as {
    customerId: string;
    dynamicFields: Record<string, string>;
  }[];
  const members = listed.slice(0, MEMBERS).map((m) => ({
    id: m.customerId,
    first: (m.dynamicFields['name'] ?? '').split(/\s+/)[0]!,
  }));
  for (const member of members) await station.setCountOnService(member.id, 0);
  await station.core.handlers['settings.update']({ cooldownSeconds: 0, sounds: false });
  const context = await browser.newContext();
  const counter = await context.newPage();
  const display = await context.newPage();
  await display.goto(`${station.url}#/display`);
  await display.getByTestId('customer-display').waitFor();
  await watchDisplay(display);
  await counter.goto(`${station.url}#/counter`);
  await counter.getByText('No member yet: scan a pass.').waitFor();

  const displayMs: number[] = [];
  const behindMs: number[] = [];
  const counterMs: number[] = [];
  const max = station.program.max;
  for (let round = 0; round < max - 1; round++) {
    for (const member of members) {
      const label = `${round + 1} of ${max}`;
      const { start, counterAt } = await scanOnCounter(counter, member.id, label);
      const shownAt = await displayShownAt(display, `Hello, ${member.first}!|${label}`, start);
      counterMs.push(counterAt - start);
      displayMs.push(shownAt - start);
      behindMs.push(shownAt - counterAt);
      await counter
        .getByRole('button', { name: /\+1 stamp/ })
        .and(counter.locator(':enabled'))
        .waitFor();
    }
  }
  const line = (name: string, samples: number[]) =>
    `${name}: n=${samples.length} p50=${percentile(samples, 50).toFixed(1)} ms p95=${percentile(samples, 95).toFixed(1)} ms`;
  console.log(line('counter shows the stamp', counterMs));
  console.log(line('display shows the stamp', displayMs));
  console.log(line('display behind the counter', behindMs));
  const p95 = percentile(displayMs, 95);
  console.log(
    `display p95 / goal ${GOAL_P95_MS} ms = ${(p95 / GOAL_P95_MS).toFixed(2)}; display p50 / counter p50 = ${(percentile(displayMs, 50) / percentile(counterMs, 50)).toFixed(2)}`,
  );
} finally {
  await browser.close();
  await station.close();
}
