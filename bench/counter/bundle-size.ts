// Weighs the renderer's JavaScript, gzipped: what loads before the counter works (the entry, its
// static imports and the counter screen) against what loads after (camera decoders, other screens).
// Run: npx tsx bench/counter/bundle-size.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { RENDERER_DIR, ensureRendererBuilt } from '../../test/e2e/support/rendererBuild';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const GOAL_KB = 250;

export function measureBundle(): { initialKb: number; deferredKb: number; initialFiles: string[] } {
  ensureRendererBuilt();
  const manifest = JSON.parse(
    readFileSync(join(RENDERER_DIR, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const gz = (file: string) =>
    gzipSync(readFileSync(join(RENDERER_DIR, file)), { level: 9 }).length;

  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  // The counter is the start screen: its chunk is fetched at once.
  const counterKey = Object.keys(manifest).find((k) =>
    k.endsWith('screens/counter/CounterScreen.tsx'),
  );
  if (counterKey) visit(counterKey);

  const js = Object.entries(manifest).filter(([, c]) => c.file.endsWith('.js'));
  const initialBytes = js
    .filter(([k]) => initial.has(k))
    .reduce((sum, [, c]) => sum + gz(c.file), 0);
  const deferredBytes = js
    .filter(([k]) => !initial.has(k))
    .reduce((sum, [, c]) => sum + gz(c.file), 0);
  return {
    initialKb: initialBytes / 1024,
    deferredKb: deferredBytes / 1024,
    initialFiles: js.filter(([k]) => initial.has(k)).map(([, c]) => c.file),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = measureBundle();
  console.log(
    `initial JS (gzip): ${result.initialKb.toFixed(1)} KB (goal < ${GOAL_KB} KB, ratio ${(result.initialKb / GOAL_KB).toFixed(2)})`,
  );
  console.log(`deferred JS (gzip): ${result.deferredKb.toFixed(1)} KB`);
  console.log(`initial files: ${result.initialFiles.join(', ')}`);
}
