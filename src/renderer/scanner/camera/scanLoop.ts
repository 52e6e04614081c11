// Decodes frame after frame while the camera runs: one decode at a time (never a backlog on a
// slow machine), a rest between frames to leave the CPU to the rest of the counter, and the
// debouncer turning per-frame reads into scans.
import type { Decoded, Frame } from '../decode/frame';
import type { DecodeFrame } from '../decode/decodeFrame';
import { createScanDebouncer, type ScanDebouncer } from '../decode/scanDebounce';

export interface ScanLoopOptions {
  readonly grab: () => Frame | null;
  readonly decode: DecodeFrame;
  readonly onScan: (decoded: Decoded) => void;
  readonly isPaused: () => boolean;
  /** Rest between the end of one decode and the next grab. */
  readonly restMs?: number;
  readonly debouncer?: ScanDebouncer;
  readonly now?: () => number;
}

export function startScanLoop(options: ScanLoopOptions): () => void {
  const { grab, decode, onScan, isPaused, restMs = 80, now = () => performance.now() } = options;
  const debouncer = options.debouncer ?? createScanDebouncer();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tick = async () => {
    if (stopped) return;
    const frame = grab();
    if (frame) {
      const decoded = await decode(frame).catch(() => null);
      if (stopped) return;
      const text = decoded?.text ?? null;
      // While paused (the counter busy with the last scan, or asking the cashier) frames are
      // still read, so the pass that was just scanned, still held up, is not scanned again on
      // resume; a different pass shown meanwhile is reported as soon as scanning resumes.
      if (isPaused()) debouncer.keepAlive(text, now());
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
