// The decode pipeline: every engine on the frame as captured, then retries on altered copies of
// the same frame (one global threshold, a few small rotations), so PassDesk reads what any one
// engine alone would miss. Retries cost time only on frames nothing read.
import type { Decoded, Frame, FrameEngine } from './frame';
import { rotateFrame } from './rotate';
import { thresholdFrame } from './threshold';

/** One retry: a changed copy of the captured frame, and the engines to try on it. */
export interface Retry {
  /** Reported with the read (`Decoded.retry`), so benchmarks can say which retry rescued it. */
  readonly label: string;
  readonly prepare: (frame: Frame) => Frame;
  /** Defaults to the plan's engines. */
  readonly engines?: readonly FrameEngine[];
}

export interface DecodePlan {
  /** Tried in order on each frame; the first that reads wins. Put the one that reads most first. */
  readonly engines: readonly FrameEngine[];
  /** Tried in order, each on the captured frame, only while nothing has read it. */
  readonly retries: readonly Retry[];
  /**
   * At most this many retries per frame, taking turns across calls (frame 1 gets retries 1-2,
   * frame 2 gets 3-4, ...). A camera sees nearly the same picture for many frames in a row, so
   * spreading the retries reads the same codes a few frames later, while a view with no code in
   * it costs a fraction of the full ladder each frame. Default: all of them on every frame.
   */
  readonly retriesPerFrame?: number;
}

/** Small turns either way: wallet passes are held roughly level, rarely more than 10° off. */
export const defaultRotations: readonly number[] = [4, -4, 8, -8];

export function rotationRetries(
  degrees: readonly number[],
  engines?: readonly FrameEngine[],
): Retry[] {
  return degrees.map((d) => ({
    label: `rotate ${d}°`,
    prepare: (frame) => rotateFrame(frame, d),
    ...(engines && { engines }),
  }));
}

export function thresholdRetry(engines?: readonly FrameEngine[]): Retry {
  return { label: 'global threshold', prepare: thresholdFrame, ...(engines && { engines }) };
}

export type DecodeFrame = (frame: Frame) => Promise<Decoded | null>;

export function createDecodeFrame(plan: DecodePlan): DecodeFrame {
  const { retries } = plan;
  const perFrame = Math.min(plan.retriesPerFrame ?? retries.length, retries.length);
  let turn = 0;
  return async (frame) => {
    const direct = await firstRead(plan.engines, frame);
    if (direct) return { ...direct, retry: null };
    const start = turn;
    turn = retries.length === 0 ? 0 : (turn + perFrame) % retries.length;
    for (let i = 0; i < perFrame; i++) {
      const retry = retries[(start + i) % retries.length]!;
      const read = await firstRead(retry.engines ?? plan.engines, retry.prepare(frame));
      if (read) return { ...read, retry: retry.label };
    }
    return null;
  };
}

async function firstRead(engines: readonly FrameEngine[], frame: Frame) {
  for (const engine of engines) {
    // One engine failing (a decoder bug on an odd frame) must not stop the others trying.
    const read = await engine.decode(frame).catch(() => null);
    if (read && read.text !== '') return read;
  }
  return null;
}
