// The decode pipeline: every engine on the frame as captured, then retries on altered copies of
// the same frame (a global threshold, sharpened or not, a few small rotations), so PassDesk reads
// what any one engine alone would miss. Retries cost time only on frames nothing read.
import type { Decoded, Frame, FrameEngine } from './frame';
import { rotateFrame } from './rotate';
import { scaleFrame } from './scale';
import { estimateSkew } from './skew';
import { sharpenFrame } from './sharpen';
import { thresholdFrame } from './threshold';

/** One retry: a changed copy of the captured frame, and the engines to try on it. */
export interface Retry {
  /** Reported with the read (`Decoded.retry`), so benchmarks can say which retry rescued it. */
  readonly label: string;
  /** The changed copy; null when this retry does not apply to the frame (nothing is tried). */
  readonly prepare: (frame: Frame) => Frame | null;
  /** Defaults to the plan's engines. */
  readonly engines?: readonly FrameEngine[];
}

export interface DecodePlan {
  /** Tried in order on each frame; the first that reads wins. Put the one that reads most first. */
  readonly engines: readonly FrameEngine[];
  /**
   * Tried on every frame nothing read, before the paced retries: the ones that look at the frame
   * first and apply only when it calls for them (turned by the frame's own skew).
   */
  readonly leading?: readonly Retry[];
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

export function rotationRetries(
  degrees: readonly number[],
  engines?: readonly FrameEngine[],
): Retry[] {
  return degrees.map((d) => ({
    // eslint-disable-next-line i18n/person-facing-text -- names a retry in the bench's reports and the decoder's log, read by developers
    label: `rotate ${d}°`,
    prepare: (frame) => rotateFrame(frame, d),
    ...(engines && { engines }),
  }));
}

export function thresholdRetry(engines?: readonly FrameEngine[]): Retry {
  // eslint-disable-next-line i18n/person-facing-text -- names a retry in the bench's reports and the decoder's log, read by developers
  return { label: 'global threshold', prepare: thresholdFrame, ...(engines && { engines }) };
}

/** For blurred codes: sharpened, then thresholded, since sharpening alone leaves halos. */
export function sharpenedThresholdRetry(engines?: readonly FrameEngine[]): Retry {
  return {
    // eslint-disable-next-line i18n/person-facing-text -- names a retry in the bench's reports and the decoder's log, read by developers
    label: 'sharpened threshold',
    prepare: (frame) => thresholdFrame(sharpenFrame(frame)),
    ...(engines && { engines }),
  };
}

/** Below this tilt a turn changes too little to be worth a try. */
const MIN_SKEW = 2;
const straightened = new WeakMap<Frame, Frame | null>();

/**
 * The frame turned square by its own skew (`estimateSkew`), or null when it is level enough;
 * worked out once per frame, however many retries ask.
 */
export function straighten(frame: Frame): Frame | null {
  if (!straightened.has(frame)) {
    const { degrees } = estimateSkew(frame);
    straightened.set(frame, Math.abs(degrees) >= MIN_SKEW ? rotateFrame(frame, -degrees) : null);
  }
  return straightened.get(frame)!;
}

/** Turned square by the frame's own skew: one turn at the code's angle, not a ladder of guesses. */
export function skewRetry(engines?: readonly FrameEngine[]): Retry {
  // eslint-disable-next-line i18n/person-facing-text -- names a retry in the bench's reports and the decoder's log, read by developers
  return { label: 'turned by its skew', prepare: straighten, ...(engines && { engines }) };
}

/**
 * Scaled up (and turned square first when it is tilted): the bars of a dense linear code, under
 * two pixels a module, kept apart.
 */
export function upscaleRetry(factor = 1.5, engines?: readonly FrameEngine[]): Retry {
  return {
    // eslint-disable-next-line i18n/person-facing-text -- names a retry in the bench's reports and the decoder's log, read by developers
    label: `scaled ${factor}x`,
    prepare: (frame) => scaleFrame(straighten(frame) ?? frame, factor),
    ...(engines && { engines }),
  };
}

export interface DecodeOptions {
  /** False: the engines on the frame as captured only, the cheap look (default true). */
  readonly retries?: boolean;
}

export type DecodeFrame = (frame: Frame, options?: DecodeOptions) => Promise<Decoded | null>;

export function createDecodeFrame(plan: DecodePlan): DecodeFrame {
  const { retries } = plan;
  const perFrame = Math.min(plan.retriesPerFrame ?? retries.length, retries.length);
  let turn = 0;
  return async (frame, options = {}) => {
    const direct = await firstRead(plan.engines, frame);
    if (direct) return { ...direct, retry: null };
    if (options.retries === false) return null;
    for (const retry of plan.leading ?? []) {
      const read = await tryRetry(retry, plan.engines, frame);
      if (read) return read;
    }
    const start = turn;
    turn = retries.length === 0 ? 0 : (turn + perFrame) % retries.length;
    for (let i = 0; i < perFrame; i++) {
      const read = await tryRetry(retries[(start + i) % retries.length]!, plan.engines, frame);
      if (read) return read;
    }
    return null;
  };
}

async function tryRetry(retry: Retry, engines: readonly FrameEngine[], frame: Frame) {
  const changed = retry.prepare(frame);
  if (!changed) return null;
  const read = await firstRead(retry.engines ?? engines, changed);
  return read ? { ...read, retry: retry.label } : null;
}

async function firstRead(engines: readonly FrameEngine[], frame: Frame) {
  for (const engine of engines) {
    // One engine failing (a decoder bug on an odd frame) must not stop the others trying.
    const read = await engine.decode(frame).catch(() => null);
    if (read && read.text !== '') return read;
  }
  return null;
}
