// The charting libraries weighed for the insights screen: what each adds to the screen's download
// (minified and gzipped, the parts a bar chart, a line and a heat map need, React left out since
// the app has it) and how long each takes to draw a year of days as bars in Chromium, in one run.
// Run: npx tsx bench/insights/charts.ts   (installs the candidates into a temporary folder)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { launchChromium } from '../../test/e2e/support/chromium';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 30);
const repo = resolve(import.meta.dirname, '../..');
const project = JSON.parse(
  execFileSync('node', ['-p', 'JSON.stringify(require("./package.json").devDependencies)'], {
    cwd: repo,
  }).toString(),
) as Record<string, string>;

const VERSIONS = {
  uplot: project['uplot']!,
  'chart.js': '4.6.1',
  'chartjs-chart-matrix': '3.1.0',
  echarts: '6.1.0',
  recharts: '3.11.0',
  react: project['react']!,
  'react-dom': project['react-dom']!,
};

/** Each candidate drawing the same bars: `draw(el, days, visits)` on `window`. */
const ENTRIES: Record<string, string> = {
  uPlot: `
    import uPlot from 'uplot';
    window.draw = (el, x, y) => new uPlot({ width: 900, height: 240, legend: { show: false },
      scales: { x: { time: true } },
      series: [{}, { stroke: '#1d4ed8', fill: '#1d4ed8', paths: uPlot.paths.bars({ size: [0.8] }) }] },
      [x, y], el);`,
  'Chart.js + matrix': `
    import { Chart, BarController, BarElement, LineController, LineElement, PointElement,
      CategoryScale, LinearScale, Tooltip } from 'chart.js';
    import { MatrixController, MatrixElement } from 'chartjs-chart-matrix';
    Chart.register(BarController, BarElement, LineController, LineElement, PointElement,
      CategoryScale, LinearScale, Tooltip, MatrixController, MatrixElement);
    window.draw = (el, x, y) => { const canvas = document.createElement('canvas');
      el.appendChild(canvas);
      return new Chart(canvas, { type: 'bar', data: { labels: x, datasets: [{ data: y }] },
        options: { animation: false, responsive: false } }); };`,
  ECharts: `
    import * as echarts from 'echarts/core';
    import { BarChart, LineChart, HeatmapChart } from 'echarts/charts';
    import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
    import { CanvasRenderer } from 'echarts/renderers';
    echarts.use([BarChart, LineChart, HeatmapChart, GridComponent, TooltipComponent,
      VisualMapComponent, CanvasRenderer]);
    window.draw = (el, x, y) => { const chart = echarts.init(el, null, { width: 900, height: 240 });
      chart.setOption({ animation: false, xAxis: { type: 'category', data: x },
        yAxis: { type: 'value' }, series: [{ type: 'bar', data: y }] }); return chart; };`,
  Recharts: `
    import { createElement as h } from 'react';
    import { flushSync } from 'react-dom';
    import { createRoot } from 'react-dom/client';
    import { BarChart, Bar, LineChart, Line, XAxis, YAxis, Tooltip } from 'recharts';
    void LineChart; void Line;
    window.draw = (el, x, y) => { const root = createRoot(el);
      const data = x.map((d, i) => ({ d, v: y[i] }));
      flushSync(() => root.render(h(BarChart, { width: 900, height: 240, data },
        h(XAxis, { dataKey: 'd' }), h(YAxis), h(Tooltip),
        h(Bar, { dataKey: 'v', isAnimationActive: false, fill: '#1d4ed8' }))));
      return root; };`,
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const dir = mkdtempSync(join(tmpdir(), 'passdesk-chart-bench-'));
try {
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ private: true, dependencies: VERSIONS }),
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
  const bundle = async (name: string, external: string[]) => {
    const entry = join(dir, `${name.replace(/\W+/g, '-')}.js`);
    writeFileSync(entry, ENTRIES[name]!);
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'iife',
      write: false,
      external,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    return out.outputFiles[0]!.text;
  };

  const browser = await launchChromium();
  const page = await browser.newPage();
  const x = Array.from({ length: 365 }, (_, i) => 1_735_689_600 + i * 86_400);
  const y = x.map((_, i) => 80 + ((i * 37) % 60));
  const results = [];
  for (const name of Object.keys(ENTRIES)) {
    const sized = await bundle(name, ['react', 'react-dom', 'react-dom/client']);
    const runnable = await bundle(name, []);
    await page.setContent('<div id="c"></div>');
    // tsx names the functions it compiles with a helper the page must have too.
    await page.addScriptTag({ content: `window.__name = (f) => f;\n${runnable}` });
    const times = await page.evaluate(
      async ({ x, y, rounds }) => {
        const draw = (
          window as unknown as { draw(el: HTMLElement, x: number[], y: number[]): unknown }
        ).draw;
        const host = document.getElementById('c')!;
        const spent: number[] = [];
        /** Thousands of painted canvas pixels, or a shape per bar: the chart was drawn. */
        const inked = (el: HTMLElement): boolean => {
          const canvas = el.querySelector('canvas');
          if (!canvas) return el.querySelectorAll('svg path, svg rect').length >= 365;
          const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
          let painted = 0;
          for (let p = 3; p < data.length; p += 4) if (data[p]! > 0) painted++;
          return painted > 5000;
        };
        for (let i = 0; i < rounds + 3; i++) {
          host.replaceChildren();
          const el = document.createElement('div');
          host.appendChild(el);
          const started = performance.now();
          draw(el, x, y);
          // Whatever a library leaves for a microtask is part of drawing.
          for (let m = 0; m < 3; m++) await Promise.resolve();
          const took = performance.now() - started;
          if (i === 0 && !inked(el)) throw new Error('the bars were not drawn');
          if (i >= 3) spent.push(took);
        }
        return spent;
      },
      { x, y, rounds: ROUNDS },
    );
    results.push({
      name,
      minified: sized.length,
      gzipped: gzipSync(sized, { level: 9 }).length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
    });
    console.log(`${name}: measured`);
  }
  await browser.close();
  const base = results[0]!;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    '\n| Library | Minified | Gzipped | Gzipped / uPlot | Draw 365 bars p50 / p95 | p50 / uPlot |',
  );
  console.log(
    '| ------- | -------- | ------- | --------------- | ----------------------- | ----------- |',
  );
  for (const r of results) {
    console.log(
      `| ${r.name} | ${kb(r.minified)} | ${kb(r.gzipped)} | ${(r.gzipped / base.gzipped).toFixed(2)} | ` +
        `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} ms | ${(r.p50 / base.p50).toFixed(2)} |`,
    );
  }
  await mkdir(join(repo, 'bench/.results'), { recursive: true });
  await writeFile(
    join(repo, 'bench/.results/insights-charts.json'),
    JSON.stringify({ rounds: ROUNDS, versions: VERSIONS, results }, null, 2),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
