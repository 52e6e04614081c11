// Waits until the page has drawn two frames: after a resize or a change of who is signed in, the
// top bar places its tabs for the new width in the next frame (useTabsThatFit), so a layout is
// measured as drawn, not in the moment before.
import type { Page } from '@playwright/test';

export function drawn(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
