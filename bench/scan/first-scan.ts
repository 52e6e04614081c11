// First scan on screen, on a fake camera: from the camera's first frame in the page to the scan
// listed, for a QR, a PDF417, a PDF417 tilted 8 degrees and a dense Code 128 tilted 5 degrees,
// with the main thread's long tasks (over 50 ms) in between. `--compare DIR` measures a second
// checkout (say, the code before a change) in the same run, runs alternating.
// Run: npx tsx bench/scan/first-scan.ts [--compare /tmp/passdesk-before] [--runs 12]
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  fakeCameraArgs,
  writeFakeCameraVideo,
  type ShownCode,
} from '../../test/e2e/support/fakeCamera';
import { launchChromium } from '../../test/e2e/support/chromium';
import { buildAndServe, type ServedPage } from '../../test/e2e/support/servePage';

const { values } = parseArgs({
  options: { compare: { type: 'string' }, runs: { type: 'string', default: '12' } },
});
const RUNS = Number(values.runs);
const repo = resolve(import.meta.dirname, '../..');

export const FIRST_SCAN_CASES: Record<string, ShownCode> = {
  QR: { symbology: 'QRCode', text: 'PASSDESK-QR-0001' },
  PDF417: { symbology: 'PDF417', text: 'PASSDESK-PDF417-0002' },
  'PDF417 tilted 8°': {
    symbology: 'PDF417',
    text: 'PASSDESK-PDF417-0003',
    frame: { rotation: 8 },
  },
  // About 1.6 px a module on the 640 px frame, dark print close on its left.
  'Code 128 tilted 5°, dense': {
    symbology: 'Code128',
    text: 'PD-C128-DENSE-0004',
    frame: { rotation: 5, symbolWidth: 360, clutterLeft: true, clutterTone: 0.55 },
  },
};

interface Run {
  ms: number | null;
  longTasks: number[];
  engine: string | null;
  retry: string | null;
}

/** Installed before the page's own scripts: the first camera frame, the first scan, long tasks. */
const PROBE = `
  window.__probe = { live: null, scan: null, long: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__probe.long.push({ at: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watchVideo = setInterval(() => {
    const video = document.querySelector('video');
    if (!video) return;
    clearInterval(watchVideo);
    video.requestVideoFrameCallback((now) => { window.__probe.live ??= now; });
  }, 2);
  new MutationObserver(() => {
    const item = document.querySelector('ol[aria-label="Scans"] li');
    if (item && window.__probe.scan === null) {
      window.__probe.scan = { at: performance.now(), text: item.textContent,
        engine: item.dataset.engine, retry: item.dataset.retry };
    }
  }).observe(document, { subtree: true, childList: true });
`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main() {
  const scratch = await mkdtemp(join(tmpdir(), 'passdesk-first-scan-'));
  const variants: { name: string; page: ServedPage }[] = [];
  try {
    if (values.compare) {
      const root = resolve(values.compare, 'test/renderer/harness/scanner');
      variants.push({ name: 'before', page: await buildAndServe(root, 'first-scan-before') });
    }
    const root = join(repo, 'test/renderer/harness/scanner');
    variants.push({
      name: values.compare ? 'after' : 'this',
      page: await buildAndServe(root, 'first-scan'),
    });
    const results: Record<string, Record<string, Run[]>> = {};
    for (const [label, code] of Object.entries(FIRST_SCAN_CASES)) {
      const video = join(scratch, `${label.replace(/\W+/g, '-')}.y4m`);
      await writeFakeCameraVideo(video, [code], { fps: 15, secondsPerCode: 2 });
      const browser = await launchChromium(fakeCameraArgs(video));
      try {
        for (let run = 0; run < RUNS; run++) {
          for (const variant of variants) {
            const context = await browser.newContext();
            await context.grantPermissions(['camera'], { origin: variant.page.url });
            await context.addInitScript(PROBE);
            const tab = await context.newPage();
            await tab.goto(variant.page.url);
            const probe = await tab
              .waitForFunction(
                () => {
                  const p = (
                    window as unknown as { __probe: { live: number | null; scan: unknown } }
                  ).__probe;
                  return p.live !== null && p.scan !== null ? p : null;
                },
                undefined,
                { timeout: 30_000, polling: 50 },
              )
              .then((handle) => handle.jsonValue())
              .catch(() => null);
            await context.close();
            const p = probe as {
              live: number;
              scan: { at: number; text: string; engine: string; retry: string };
              long: { at: number; ms: number }[];
            } | null;
            const ok = p !== null && p.scan.text === code.text;
            ((results[label] ??= {})[variant.name] ??= []).push({
              ms: ok ? p.scan.at - p.live : null,
              longTasks: ok
                ? p.long.filter((t) => t.at >= p.live && t.at <= p.scan.at).map((t) => t.ms)
                : [],
              engine: p?.scan.engine ?? null,
              retry: p?.scan.retry || null,
            });
          }
        }
      } finally {
        await browser.close();
      }
      process.stderr.write(`${label} measured\n`);
    }
    await mkdir(join(repo, 'bench/.results'), { recursive: true });
    await writeFile(join(repo, 'bench/.results/first-scan.json'), JSON.stringify(results, null, 1));
    console.log(
      report(
        results,
        variants.map((v) => v.name),
      ),
    );
  } finally {
    for (const v of variants) await v.page.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

function report(results: Record<string, Record<string, Run[]>>, names: string[]): string {
  const lines = [
    `| Code | ${names.map((n) => `${n}: p50 / p95 (read)`).join(' | ')} | ${names.map((n) => `${n}: long tasks`).join(' | ')}${names.length > 1 ? ' | p95 after / before' : ''} |`,
    `|---|${names.map(() => '---:').join('|')}|${names.map(() => '---:').join('|')}${names.length > 1 ? '|---:' : ''}|`,
  ];
  for (const [label, byVariant] of Object.entries(results)) {
    const cells = names.map((n) => {
      const runs = byVariant[n] ?? [];
      const ms = runs.flatMap((r) => (r.ms === null ? [] : [r.ms]));
      return `${percentile(ms, 50).toFixed(0)} / ${percentile(ms, 95).toFixed(0)} ms (${ms.length}/${runs.length})`;
    });
    const longs = names.map((n) => {
      const all = (byVariant[n] ?? []).flatMap((r) => r.longTasks);
      return all.length === 0 ? 'none' : `${all.length}, longest ${Math.max(...all).toFixed(0)} ms`;
    });
    const p95 = (n: string) =>
      percentile(
        (byVariant[n] ?? []).flatMap((r) => (r.ms === null ? [] : [r.ms])),
        95,
      );
    const ratio = names.length > 1 ? ` | ${(p95(names[1]!) / p95(names[0]!)).toFixed(2)}` : '';
    lines.push(`| ${label} | ${cells.join(' | ')} | ${longs.join(' | ')}${ratio} |`);
  }
  return lines.join('\n');
}

await main();
