// Weighs the renderer's JavaScript, gzipped: what loads before the counter works (the entry, its
// static imports, the counter screen and the English words of the first paint, without which
// nothing is drawn) against what loads after (the rest of the words, the enrolment form, camera
// decoders, other screens, other languages).
// Run: npx tsx bench/counter/bundle-size.ts [--compare DIR]
// With --compare, DIR (another checkout with node_modules linked in) is built and weighed by the
// same code in the same run, so the two figures differ only by what the checkouts hold.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_PAINT_AREAS } from '../../src/shared/i18n/areas';
import { ensureRendererBuilt } from '../../test/e2e/support/rendererBuild';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const GOAL_KB = 150;
const ROOT = resolve(import.meta.dirname, '../..');

export interface BundleWeight {
  initialKb: number;
  deferredKb: number;
  initialFiles: string[];
  /** Each language's catalogue chunks (with what they alone import), gzipped: every word, and the
   *  first paint's part of them. */
  catalogueKb: Record<string, { whole: number; firstPaint: number }>;
}

export function measureBundle(root = ROOT): BundleWeight {
  const rendererDir = join(root, 'out/renderer');
  if (root === ROOT) ensureRendererBuilt();
  else buildRenderer(root);
  const manifest = JSON.parse(
    readFileSync(join(rendererDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const gz = (file: string) => gzipSync(readFileSync(join(rendererDir, file)), { level: 9 }).length;
  const keyOf = (ending: string) => Object.keys(manifest).find((k) => k.endsWith(ending));

  const reach = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const next of manifest[key]?.imports ?? []) reach(next, into);
  };
  const initial = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) reach(key, initial);
  const entry = new Set(initial);
  // The counter is the start screen, and the page draws nothing before its words arrive: the
  // first paint's areas, or the whole catalogue in a checkout that loads it in one.
  const firstWords = FIRST_PAINT_AREAS.map((area) => `shared/i18n/messages/${area}/en.json`);
  for (const first of [
    'screens/counter/CounterScreen.tsx',
    'shared/i18n/catalogues/en.ts',
    ...firstWords,
  ]) {
    const key = keyOf(first);
    if (key) reach(key, initial);
  }

  const js = Object.entries(manifest).filter(([, c]) => c.file.endsWith('.js'));
  const kb = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => sum + gz(manifest[key]!.file), 0) / 1024;
  const catalogueKb: BundleWeight['catalogueKb'] = {};
  const isFirstPaint = (area: string) => (FIRST_PAINT_AREAS as readonly string[]).includes(area);
  for (const [key] of js) {
    const words =
      /shared\/i18n\/(?:catalogues\/([\w-]+)|(pseudo))\.ts$/.exec(key) ??
      /shared\/i18n\/messages\/([\w-]+)\/([\w-]+)\.json$/.exec(key);
    if (!words) continue;
    const own = new Set<string>();
    reach(key, own);
    const weight = kb([...own].filter((k) => !entry.has(k)));
    // A whole catalogue (catalogues/de.ts, pseudo.ts), or one area of one (messages/shell/de.json).
    const [locale, firstPaint] = key.endsWith('.json')
      ? [words[2]!, isFirstPaint(words[1]!)]
      : [words[1] ?? 'en-XA (pseudo)', true];
    const sum = (catalogueKb[locale] ??= { whole: 0, firstPaint: 0 });
    sum.whole += weight;
    if (firstPaint) sum.firstPaint += weight;
  }
  return {
    initialKb: kb(js.filter(([k]) => initial.has(k)).map(([k]) => k)),
    deferredKb: kb(js.filter(([k]) => !initial.has(k)).map(([k]) => k)),
    initialFiles: js.filter(([k]) => initial.has(k)).map(([, c]) => c.file),
    catalogueKb,
  };
}

/** Builds another checkout's renderer with its own Vite and configuration. */
function buildRenderer(root: string): void {
  if (!existsSync(join(root, 'renderer.vite.config.ts'))) {
    throw new Error(`${root} is not a PassDesk checkout (no renderer.vite.config.ts).`);
  }
  execFileSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '-c', 'renderer.vite.config.ts', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
}

function report(name: string, weight: BundleWeight): void {
  console.log(
    `${name}: initial JS (gzip) ${weight.initialKb.toFixed(1)} KB (goal < ${GOAL_KB} KB, ratio ${(weight.initialKb / GOAL_KB).toFixed(2)}), deferred ${weight.deferredKb.toFixed(1)} KB`,
  );
  const catalogues = Object.entries(weight.catalogueKb);
  if (catalogues.length > 0) {
    console.log(
      `${name}: catalogue chunks (gzip), whole / first paint's part: ${catalogues.map(([l, k]) => `${l} ${k.whole.toFixed(1)} / ${k.firstPaint.toFixed(1)} KB`).join(', ')}`,
    );
  }
  const english = weight.catalogueKb['en']?.firstPaint;
  if (english !== undefined) {
    // The same code with another language's first-paint words in place of English's.
    const byLanguage = catalogues
      .filter(([locale]) => !locale.startsWith('en'))
      .map(([l, k]) => `${l} ${(weight.initialKb - english + k.firstPaint).toFixed(1)} KB`);
    console.log(`${name}: initial JS (gzip) in each other language: ${byLanguage.join(', ')}`);
  }
  console.log(`${name}: initial files ${weight.initialFiles.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--compare');
  const other = at === -1 ? undefined : process.argv[at + 1];
  if (at !== -1 && !other) throw new Error('--compare needs the folder of another checkout.');
  const before = other ? measureBundle(resolve(other)) : undefined;
  const now = measureBundle();
  if (before) report(`before (${other})`, before);
  report('this checkout', now);
  if (before) {
    console.log(
      `initial JS now / before: ${(now.initialKb / before.initialKb).toFixed(2)} (${(now.initialKb - before.initialKb).toFixed(1)} KB)`,
    );
  }
}
