// axe for the end-to-end tests, run in the page itself.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Legacy mode runs axe once in the page. The default runs it per frame and then merges the
 * results in a second, blank page, injecting axe twice; the app has no frames, so that only
 * doubles a run's cost, which on a loaded machine is tens of seconds. Only violations are
 * worked out in full: every rule still runs on every element, but the passes, the incomplete
 * and the inapplicable, which no test reads, are not described node by node.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}
