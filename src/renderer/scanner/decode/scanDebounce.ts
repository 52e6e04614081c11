// A code held in front of the camera is read on many frames in a row; the cashier means one
// scan. This turns the stream of per-frame reads into scans.

export interface ScanDebounceOptions {
  /**
   * How long a code may go unseen (a blurred or missed frame, a hand passing) and still count as
   * the same presentation when it is read again. Once a frame without it comes later than this,
   * the same text is a new scan; frames that all read it keep it one scan however slow they are.
   */
  readonly forgetAfterMs: number;
}

export const defaultScanDebounce: ScanDebounceOptions = { forgetAfterMs: 1500 };

export interface ScanDebouncer {
  /** Reports one frame's read (`null`: nothing read) at time `now`; true when it is a new scan. */
  frame(text: string | null, now: number): boolean;
  /**
   * Reports a frame read while scans are not wanted (paused): it keeps the last scanned code
   * counted as still in view, but never makes a new scan, nor blocks a code not yet scanned.
   */
  keepAlive(text: string | null, now: number): void;
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
      // Only a frame that did not read the code can forget it: a slow frame on a busy machine
      // is a long gap in which nobody looked, not a pass that left the view.
      const isNew = text !== current;
      current = text;
      lastSeen = now;
      return isNew;
    },
    keepAlive(text, now) {
      if (text !== null && text === current) lastSeen = now;
      else if (now - lastSeen > options.forgetAfterMs) current = null;
    },
  };
}
