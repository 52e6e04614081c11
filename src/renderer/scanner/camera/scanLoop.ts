// Decodes frame after frame while the camera runs: one decode at a time (never a backlog on a
// slow machine), a pause between frames to leave the CPU to the rest of the counter, and the
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
    if (isPaused()) {
      // Whatever is in front of the camera when scanning resumes is a new scan.
      debouncer.reset();
    } else {
      const frame = grab();
      if (frame) {
        const decoded = await decode(frame).catch(() => null);
        if (stopped) return;
        if (debouncer.frame(decoded?.text ?? null, now()) && decoded && !isPaused())
          onScan(decoded);
      }
    }
    timer = setTimeout(() => void tick(), restMs);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
