import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * A folder's test files that replace a module with `vi.mock`: a replacement takes hold only in a
 * module graph that has not loaded the module yet, so these files each get a fresh one.
 */
function replacingModules(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => `${folder}/${name.replaceAll('\\', '/')}`)
      .filter((path) => readFileSync(path, 'utf8').includes('vi.mock(')),
  );
}

const UNIT_REPLACING = replacingModules(['test/unit', 'test/renderer']);
const INTEGRATION_REPLACING = replacingModules(['test/integration']);

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
          exclude: UNIT_REPLACING,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-replacing-modules', include: UNIT_REPLACING },
      },
      {
        // Real SQLite, sockets, child processes and signals: each file opens its own data folders,
        // services and stations and closes them when it ends, so the files of one worker share
        // one module graph too, importing the core once instead of per file (bench/README.md,
        // "Test suite time"); files that replace a module keep a fresh one.
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: INTEGRATION_REPLACING,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'integration-replacing-modules', include: INTEGRATION_REPLACING },
      },
    ],
  },
});
