// One output pixel sampled between the four source pixels around a point: thin bars stay intact
// when a frame is turned or scaled. Shared by the rotation and the upscale.
import type { Frame } from './frame';

/** Writes the colour at (sx, sy) of `frame`, inside it, into `out` at byte `o`, opaque. */
export function sampleBilinear(
  frame: Frame,
  sx: number,
  sy: number,
  out: Uint8ClampedArray,
  o: number,
): void {
  const { data, width, height } = frame;
  const x0 = Math.max(0, Math.floor(sx));
  const y0 = Math.max(0, Math.floor(sy));
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = Math.max(0, sx - x0);
  const fy = Math.max(0, sy - y0);
  const a = (y0 * width + x0) * 4;
  const b = (y0 * width + x1) * 4;
  const c = (y1 * width + x0) * 4;
  const d = (y1 * width + x1) * 4;
  for (let ch = 0; ch < 3; ch++) {
    const top = data[a + ch]! + (data[b + ch]! - data[a + ch]!) * fx;
    const bottom = data[c + ch]! + (data[d + ch]! - data[c + ch]!) * fx;
    out[o + ch] = top + (bottom - top) * fy;
  }
  out[o + 3] = 255;
}
