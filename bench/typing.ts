// Timing a keystroke in Chromium: the text set in an input as typing sets it, until the page
// shows what answers that text (an element the selector finds), drawn.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/**
 * `ready` is a CSS selector in which `{typed}` stands for the typed text (escaped), e.g.
 * `[data-testid="results"][data-query="{typed}"]`.
 */
export function timeKeystroke(
  page: Page,
  input: string,
  ready: string,
  typed: string,
): Promise<number> {
  return page.evaluate(
    ({ input, ready, typed }) =>
      new Promise<number>((resolve, reject) => {
        const field = document.querySelector<HTMLInputElement>(input);
        if (!field) return reject(new Error(`no ${input} on the page`));
        const shown = ready.replaceAll('{typed}', CSS.escape(typed));
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(shown)) return;
          observer.disconnect();
          // Drawn: the frame after the DOM holds the answer.
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
          field,
          typed,
        );
        field.dispatchEvent(new Event('input', { bubbles: true }));
        setTimeout(() => reject(new Error(`nothing shown for "${typed}"`)), 10_000);
      }),
    { input, ready, typed },
  );
}
