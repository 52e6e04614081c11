// The Playwright fixture: each test gets its own fresh station (service, core, host, data).
import { test as base } from '@playwright/test';
import { startTestStation, type TestStation } from './testStation';

export const test = base.extend<{ station: TestStation }>({
  // Playwright reads the fixtures a fixture needs from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  station: async ({}, use) => {
    const station = await startTestStation();
    try {
      await use(station);
    } finally {
      await station.close();
    }
  },
});
