// Scan-to-feedback time on the counter, in Chromium against the web host: from the decoded text
// handed to the counter to the member's updated card on screen, online and with the service down.
// Run: npx tsx bench/counter/scan-to-feedback.ts
// Before and after a change, alternating in one run (DIR is another checkout of the project with
// node_modules; this script is copied into it so both sides are timed alike):
//   npx tsx bench/counter/scan-to-feedback.ts --compare DIR [rounds]
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium } from '../../test/e2e/support/chromium';
import { ensureRendererBuilt } from '../../test/e2e/support/rendererBuild';
import { startTestStation, type TestStation } from '../../test/e2e/support/testStation';

const GOAL_P95_MS = 100;
const MEMBERS_PER_MODE = 10;

/** Submits the code as the scanner would and times, inside the page, until the card shows it. */
async function timeScan(page: Page, customerId: string, expectedLabel: string): Promise<number> {
  // No named local functions inside: the page receives this code as written, without the
  // helpers tsx would add for them.
  return page.evaluate(
    ({ customerId, expectedLabel }) =>
      new Promise<number>((resolve, reject) => {
        const label = [...document.querySelectorAll('label')].find((l) =>
          l.textContent?.startsWith('Type a pass code'),
        );
        const input = label?.control as HTMLInputElement | null;
        if (!input?.form) return reject(new Error('no manual entry field'));
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
          input,
          customerId,
        );
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // The form's submit handler reads the state React set from the input event above.
        requestAnimationFrame(() => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            const shown =
              document.querySelector('[data-testid="member-id"]')?.textContent === customerId &&
              document.querySelector('[data-testid="count-label"]')?.textContent === expectedLabel;
            if (!shown) return;
            observer.disconnect();
            resolve(performance.now() - start);
          });
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
          input.form!.requestSubmit();
          setTimeout(
            () => reject(new Error(`no card for ${customerId} (${expectedLabel})`)),
            10_000,
          );
        });
      }),
    { customerId, expectedLabel },
  );
}

/** Waits until the counter takes the next scan (the last one has fully finished). */
async function ready(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /\+1 stamp/ })
    .and(page.locator(':enabled'))
    .waitFor();
}

async function run(page: Page, station: TestStation, members: string[]): Promise<number[]> {
  const counts = new Map(members.map((m) => [m, 0]));
  const samples: number[] = [];
  // Round-robin, so no member is scanned twice in a row; stops one short of a full card.
  for (let round = 0; round < station.program.max - 1; round++) {
    for (const member of members) {
      const next = counts.get(member)! + 1;
      samples.push(await timeScan(page, member, `${next} of ${station.program.max}`));
      counts.set(member, next);
      await ready(page);
    }
  }
  return samples;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface Samples {
  online: number[];
  offline: number[];
}

async function measure(): Promise<Samples> {
  ensureRendererBuilt();
  const station = await startTestStation();
  const browser = await launchChromium();
  try {
    for (let i = 0; i < 2 * MEMBERS_PER_MODE; i++)
      await station.addMember(`Bench ${i}`).catch(() => null);
    const members = (await station.membersOnService()).map((m) => m.customerId);
    for (const id of members) await station.setCountOnService(id, 0);
    await station.core.handlers['settings.update']({ cooldownSeconds: 0, sounds: false });
    const online = members.slice(0, MEMBERS_PER_MODE);
    const offline = members.slice(MEMBERS_PER_MODE, 2 * MEMBERS_PER_MODE);

    const page = await browser.newPage();
    await page.goto(`${station.url}#/counter`);
    await page.getByText('No member yet: scan a pass.').waitFor();

    const onlineMs = await run(page, station, online);
    await station.stopService();
    const offlineMs = await run(page, station, offline);
    return { online: onlineMs, offline: offlineMs };
  } finally {
    await browser.close();
    await station.close();
  }
}

const summary = (samples: number[]) => {
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  return { n: samples.length, p50, p95 };
};

function report(samples: Samples): void {
  for (const mode of ['online', 'offline'] as const) {
    const { n, p50, p95 } = summary(samples[mode]);
    console.log(
      `${mode}: n=${n} p50=${p50.toFixed(1)} ms p95=${p95.toFixed(1)} ms (p95 / goal ${GOAL_P95_MS} ms = ${(p95 / GOAL_P95_MS).toFixed(2)})`,
    );
  }
}

/**
 * Times this checkout and another one in alternating rounds, each round a fresh station and
 * browser per side, so a machine whose load changes over the run weighs on both sides alike.
 */
function compare(otherDir: string, rounds: number): void {
  const root = resolve(import.meta.dirname, '../..');
  const other = resolve(otherDir);
  const script = 'bench/counter/scan-to-feedback.ts';
  copyFileSync(join(root, script), join(other, script));
  const sides = [
    { name: 'before', dir: other, samples: { online: [], offline: [] } as Samples },
    { name: 'after', dir: root, samples: { online: [], offline: [] } as Samples },
  ];
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      const out = execFileSync(join(side.dir, 'node_modules/.bin/tsx'), [script, '--json'], {
        cwd: side.dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const samples = JSON.parse(out.trim().split('\n').at(-1)!) as Samples;
      side.samples.online.push(...samples.online);
      side.samples.offline.push(...samples.offline);
      console.log(`round ${round + 1} ${side.name} done`);
    }
  }
  for (const side of sides) {
    console.log(`${side.name} (${side.dir}):`);
    report(side.samples);
  }
  for (const mode of ['online', 'offline'] as const) {
    const [before, after] = sides.map((side) => summary(side.samples[mode]));
    console.log(
      `${mode} after / before: p50 ${(after!.p50 / before!.p50).toFixed(2)}, p95 ${(after!.p95 / before!.p95).toFixed(2)}`,
    );
  }
}

const [flag, value, rounds] = process.argv.slice(2);
if (flag === '--compare' && value) compare(value, Number(rounds ?? 2));
else if (flag === '--json') console.log(JSON.stringify(await measure()));
else report(await measure());
