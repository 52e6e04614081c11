// Decodes frame after frame while the camera runs: one decode at a time (never a backlog on a
// slow machine), a rest between frames to leave the CPU to the rest of the counter, and the
// debouncer turning per-frame reads into scans.
import type { Decoded, Frame } from '../decode/frame';
import type { DecodeOptions } from '../decode/decodeFrame';
import { createScanDebouncer, type ScanDebouncer } from '../decode/scanDebounce';

/** F: what a frame is handed over as (pixels on the page, or a bitmap for the worker). */
export interface ScanLoopOptions<F = Frame> {
  readonly grab: () => F | null | Promise<F | null>;
  readonly decode: (frame: F, options: DecodeOptions) => Promise<Decoded | null>;
  readonly onScan: (decoded: Decoded) => void;
  readonly isPaused: () => boolean;
  /** Rest between the end of one decode and the next grab. */
  readonly restMs?: number;
  readonly debouncer?: ScanDebouncer;
  readonly now?: () => number;
}

export function startScanLoop<F>(options: ScanLoopOptions<F>): () => void {
  const { grab, decode, onScan, isPaused, restMs = 80, now = () => performance.now() } = options;
  const debouncer = options.debouncer ?? createScanDebouncer();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tick = async () => {
    if (stopped) return;
    const frame = await Promise.resolve(grab()).catch(() => null);
    if (stopped) return;
    if (frame) {
      // While paused (the counter busy with the last scan, or asking the cashier) frames are
      // still read, so the pass that was just scanned, still held up, is not scanned again on
      // resume; a different pass shown meanwhile is reported as soon as scanning resumes. Only
      // the cheap first look, though: the counter is busy, and a code read once reads again.
      const paused = isPaused();
      const decoded = await decode(frame, { retries: !paused }).catch(() => null);
      if (stopped) return;
      const text = decoded?.text ?? null;
      if (paused || isPaused()) debouncer.keepAlive(text, now());
      else if (debouncer.frame(text, now()) && decoded) onScan(decoded);
    }
    timer = setTimeout(() => void tick(), restMs);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
