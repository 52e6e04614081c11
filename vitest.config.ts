import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT_FOLDERS = ['test/unit', 'test/renderer'];

/**
 * The unit files that replace a module with `vi.mock`: a replacement takes hold only in a module
 * graph that has not loaded the module yet, so these files each get a fresh one.
 */
const REPLACING_MODULES = UNIT_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name.replaceAll('\\', '/')}`)
    .filter((path) => readFileSync(path, 'utf8').includes('vi.mock(')),
);

export default defineConfig({
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  test: {
    environment: 'node',
    setupFiles: ['test/support/pageSpeaksEnglish.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Vitest's default leaves a core to itself: one worker on a 2-core machine, where the
    // integration files spend much of their time waiting on child processes, sockets and fsyncs.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Pure modules and the renderer's models: nothing here outlives its file (the setup file
        // sets the page's language again for each), so the files of one worker share one module
        // graph instead of importing it anew (bench/README.md, "Test suite time").
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/renderer/**/*.test.{ts,tsx}'],
          exclude: REPLACING_MODULES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-replacing-modules', include: REPLACING_MODULES },
      },
      {
        // Real SQLite, sockets, child processes and signals: each file in a process of its own.
        extends: true,
        test: { name: 'integration', include: ['test/integration/**/*.test.ts'] },
      },
    ],
  },
});
