// Builds the renderer once when out/renderer is missing or older than its sources, so every
// test (and benchmark) serves the same files.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
export const RENDERER_DIR = join(ROOT, 'out/renderer');
const SOURCES = [
  'src/renderer',
  'src/shared',
  'resources/stamp-icons',
  'renderer.vite.config.ts',
  'tools/vite',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

export function ensureRendererBuilt(): void {
  const built = join(RENDERER_DIR, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(join(ROOT, s))));
  if (builtAt > changedAt) return;
  execFileSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '-c', 'renderer.vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
}
