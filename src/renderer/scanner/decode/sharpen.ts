// Sharpens a frame (unsharp mask): a blurred code's bars, spread into each other, are pulled
// apart again by subtracting a blurred copy. Used only as a retry, before the global threshold.
import type { Frame } from './frame';

const radius = 2;
const amount = 1.5;

/** Grey frame = luma + amount x (luma - local mean over a (2r+1)^2 box). */
export function sharpenFrame(frame: Frame): Frame {
  const { data, width, height } = frame;
  const luma = new Float32Array(width * height);
  for (let i = 0; i < luma.length; i++) {
    luma[i] = (data[i * 4]! * 77 + data[i * 4 + 1]! * 150 + data[i * 4 + 2]! * 29) / 256;
  }
  const mean = boxMean(boxMean(luma, width, height, 1, width), height, width, width, 1);
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0; i < luma.length; i++) {
    const value = luma[i]! + amount * (luma[i]! - mean[i]!);
    out[i * 4] = out[i * 4 + 1] = out[i * 4 + 2] = value;
    out[i * 4 + 3] = 255;
  }
  return { data: out, width, height };
}

/**
 * Running-sum mean along one axis: `lines` lines of `length` samples, `step` apart within a
 * line and `stride` apart between lines (rows: step 1, stride width; columns: the reverse).
 */
function boxMean(
  src: Float32Array,
  length: number,
  lines: number,
  step: number,
  stride: number,
): Float32Array {
  const out = new Float32Array(src.length);
  const span = 2 * radius + 1;
  for (let line = 0; line < lines; line++) {
    const base = line * stride;
    const at = (i: number) => src[base + Math.min(Math.max(i, 0), length - 1) * step]!;
    let sum = 0;
    for (let k = -radius; k <= radius; k++) sum += at(k);
    for (let i = 0; i < length; i++) {
      out[base + i * step] = sum / span;
      sum += at(i + radius + 1) - at(i - radius);
    }
  }
  return out;
}
