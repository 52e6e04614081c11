// End-to-end tests: Chromium from the system against the web host (each test with its own
// service, core and data) and the scanner's test page; no network but loopback.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/e2e/support/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/support/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Camera tests start Chromium with a fake webcam and wait for the wasm decoder.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env['CI'] ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 860 },
  },
});
