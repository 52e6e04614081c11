// Key presses with the times they were pressed, sent into the page in one go. The wedge listener
// judges a burst by each key event's own time, so what a sequence looks like (a scanner's burst,
// a person typing) is set here, and a busy machine delivering the keys late cannot change it.
import type { Page } from '@playwright/test';

export interface TimedKey {
  readonly key: string;
  /** Milliseconds after the key before; for the first, at least this after the last sent. */
  readonly afterMs: number;
}

/** The keys of `text`, `gapMs` apart, the first `pauseMs` after whatever was pressed before. */
export function keysOf(text: string, gapMs: number, pauseMs = gapMs): TimedKey[] {
  return [...text].map((key, i) => ({ key, afterMs: i === 0 ? pauseMs : gapMs }));
}

/** A USB keyboard-wedge scanner: the whole code 5 ms a key, then Enter. */
export function scannerBurst(code: string, terminator: 'Enter' | null = 'Enter'): TimedKey[] {
  const keys = keysOf(code, 5, 500);
  return terminator ? [...keys, { key: terminator, afterMs: 5 }] : keys;
}

/**
 * Dispatches a keydown and keyup per key to whatever has focus, each keydown stamped with its
 * time. The times run on from the last key sent this way and never lie before the page's clock,
 * so the hold the listener waits out after the last key passes on the page's own timer.
 */
export async function pressTimedKeys(page: Page, keys: readonly TimedKey[]): Promise<void> {
  await page.evaluate((sequence) => {
    const page = globalThis as { __lastTimedKeyAt?: number };
    const last = page.__lastTimedKeyAt ?? -Infinity;
    let at = performance.now();
    sequence.forEach(({ key, afterMs }, i) => {
      at = i === 0 ? Math.max(at, last + afterMs) : at + afterMs;
      for (const type of ['keydown', 'keyup']) {
        const target = document.activeElement ?? document.body;
        const init = { key, bubbles: true, cancelable: true, composed: true };
        const event = new KeyboardEvent(type, init);
        Object.defineProperty(event, 'timeStamp', { value: at });
        target.dispatchEvent(event);
      }
    });
    page.__lastTimedKeyAt = at;
  }, keys);
}
