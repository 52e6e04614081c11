// A code held in front of the camera is read on many frames in a row; the cashier means one
// scan. This turns the stream of per-frame reads into scans.

export interface ScanDebounceOptions {
  /**
   * How long a code may go unseen (a blurred or missed frame, a hand passing) and still count as
   * the same presentation when it is read again. Past this, the same text is a new scan.
   */
  readonly forgetAfterMs: number;
}

export const defaultScanDebounce: ScanDebounceOptions = { forgetAfterMs: 1500 };

export interface ScanDebouncer {
  /** Reports one frame's read (`null`: nothing read) at time `now`; true when it is a new scan. */
  frame(text: string | null, now: number): boolean;
  /** Forgets the code on screen, e.g. after the scanner was paused, so it reads again. */
  reset(): void;
}

export function createScanDebouncer(
  options: ScanDebounceOptions = defaultScanDebounce,
): ScanDebouncer {
  let current: string | null = null;
  let lastSeen = -Infinity;
  return {
    frame(text, now) {
      if (text === null) {
        if (now - lastSeen > options.forgetAfterMs) current = null;
        return false;
      }
      const isNew = text !== current || now - lastSeen > options.forgetAfterMs;
      current = text;
      lastSeen = now;
      return isNew;
    },
    reset() {
      current = null;
      lastSeen = -Infinity;
    },
  };
}
