// End-to-end tests: Chromium from the system against the web host (each test with its own
// service, core and data) and the scanner's test page; no network but loopback.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/e2e/support/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/support/globalSetup.ts',
  fullyParallel: false,
  // Three on a 2-core machine: a test spends more than half its time waiting (the page's frames,
  // the station's fsyncs, polls), and with two workers the suite used under half of both cores
  // (bench/README.md, "Test suite time").
  workers: 3,
  retries: 0,
  // Limits on waiting for a state, not expected durations: the suite must pass beside other
  // work on two cores, where a step that takes a second alone can take ten.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [[process.env['CI'] ? 'line' : 'list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    // A failed test keeps its trace (each action, the page's console and network) and a picture
    // of the page as it failed. Recording the page's DOM and a screencast around every action for
    // every test, to keep them for the few that fail, cost a quarter of the suite's CPU
    // (bench/README.md, "Test suite time").
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 860 },
  },
});
