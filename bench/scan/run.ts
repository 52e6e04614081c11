// Scanning benchmark: the read rate and time per frame of html5-qrcode's decoder, zxing-wasm,
// and PassDesk's pipeline, on the generated test set, in Chromium (html5-qrcode's decoder only
// runs in a browser). Prints Markdown tables for bench/README.md; raw results in bench/.results.
// Run: npx tsx bench/scan/run.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/e2e/support/chromium';
import { buildAndServe } from '../../test/e2e/support/servePage';
import { generateTestSet, symbologies } from './testset';

interface Outcome {
  readonly id: string;
  readonly distortion: string;
  readonly symbology: string | null;
  readonly pipeline: string;
  readonly read: boolean;
  readonly misread: boolean;
  readonly ms: number;
  readonly engine: string | null;
  readonly retry: string | null;
}

interface ScanBench {
  pipelines: string[];
  warmUp(): Promise<void>;
  load(greyBase64: string, width: number, height: number): void;
  decode(
    pipeline: string,
  ): Promise<{ text: string | null; engine: string | null; retry: string | null; ms: number }>;
}

const repo = resolve(import.meta.dirname, '../..');

async function main() {
  const page = await buildAndServe(join(repo, 'test/renderer/harness/scan-bench'), 'scan-bench');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const outcomes: Outcome[] = [];
  try {
    const tab = await browser.newPage();
    await tab.goto(page.url);
    await tab.waitForFunction(() => 'scanBench' in globalThis);
    const pipelines = await tab.evaluate(async () => {
      const bench = (globalThis as unknown as { scanBench: ScanBench }).scanBench;
      await bench.warmUp();
      return bench.pipelines;
    });
    for await (const frame of generateTestSet()) {
      const base64 = Buffer.from(frame.grey).toString('base64');
      await tab.evaluate(
        ([b, w, h]) => (globalThis as unknown as { scanBench: ScanBench }).scanBench.load(b, w, h),
        [base64, frame.width, frame.height] as const,
      );
      for (const pipeline of pipelines) {
        const r = await tab.evaluate(
          (p) => (globalThis as unknown as { scanBench: ScanBench }).scanBench.decode(p),
          pipeline,
        );
        outcomes.push({
          id: frame.id,
          distortion: frame.distortion,
          symbology: frame.symbology,
          pipeline,
          read: frame.text !== '' && r.text === frame.text,
          misread: r.text !== null && r.text !== frame.text,
          ms: r.ms,
          engine: r.engine,
          retry: r.retry,
        });
      }
      process.stderr.write('.');
    }
    process.stderr.write('\n');
    const results = join(repo, 'bench/.results');
    await mkdir(results, { recursive: true });
    await writeFile(join(results, 'scan.json'), JSON.stringify(outcomes, null, 1));
    console.log(report(outcomes, pipelines));
  } finally {
    await browser.close();
    await page.close();
  }
}

function report(all: readonly Outcome[], pipelines: readonly string[]): string {
  const outcomes = all.filter((o) => o.symbology !== null);
  const idle = all.filter((o) => o.symbology === null);
  const rate = (rows: readonly Outcome[]) =>
    `${Math.round((100 * rows.filter((o) => o.read).length) / rows.length)}%`;
  const of = (pipeline: string, keep: (o: Outcome) => boolean) =>
    outcomes.filter((o) => o.pipeline === pipeline && keep(o));
  const table = (title: string, groups: readonly string[], key: (o: Outcome) => string) => {
    const lines = [
      `| ${title} | frames | ${pipelines.join(' | ')} |`,
      `|---|---:|${pipelines.map(() => '---:').join('|')}|`,
    ];
    for (const group of groups) {
      const frames = of(pipelines[0]!, (o) => key(o) === group).length;
      lines.push(
        `| ${group} | ${frames} | ${pipelines.map((p) => rate(of(p, (o) => key(o) === group))).join(' | ')} |`,
      );
    }
    lines.push(
      `| **all** | ${of(pipelines[0]!, () => true).length} | ${pipelines.map((p) => `**${rate(of(p, () => true))}**`).join(' | ')} |`,
    );
    return lines.join('\n');
  };
  const distortions = [...new Set(outcomes.map((o) => o.distortion))];
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const base = mean(of('zxing-wasm', () => true).map((o) => o.ms));
  const idleOf = (p: string) => idle.filter((o) => o.pipeline === p);
  const idleBase = mean(idleOf('zxing-wasm').map((o) => o.ms));
  const timing = [
    '| pipeline | mean ms/frame | median ms/frame | relative to zxing-wasm | ms/frame, no code in view | relative | misreads |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...pipelines.map((p) => {
      const rows = of(p, () => true);
      const ms = rows.map((o) => o.ms);
      const idleMs = mean(idleOf(p).map((o) => o.ms));
      const misreads = [...rows, ...idleOf(p)].filter((o) => o.misread).length;
      return `| ${p} | ${mean(ms).toFixed(1)} | ${median(ms).toFixed(1)} | ${(mean(ms) / base).toFixed(2)}x | ${idleMs.toFixed(1)} | ${(idleMs / idleBase).toFixed(2)}x | ${misreads} |`;
    }),
  ].join('\n');
  const count = (rows: readonly Outcome[], key: (o: Outcome) => string) =>
    Object.entries(
      rows.reduce<Record<string, number>>((acc, o) => {
        acc[key(o)] = (acc[key(o)] ?? 0) + 1;
        return acc;
      }, {}),
    )
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  const reads = of('PassDesk', (o) => o.read);
  return [
    '### Read rate by distortion',
    table('distortion', distortions, (o) => o.distortion),
    '',
    '### Read rate by symbology',
    table('symbology', symbologies, (o) => o.symbology ?? ''),
    '',
    '### Time per frame',
    timing,
    '',
    `PassDesk's ${reads.length} reads, by engine: ${count(reads, (o) => o.engine ?? '?')}; ` +
      `by step: ${count(reads, (o) => o.retry ?? 'as captured')}.`,
  ].join('\n');
}

await main();
