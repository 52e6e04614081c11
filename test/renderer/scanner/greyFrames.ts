// Tiny grey frames for the pixel tests: written as lists of grey levels, read back the same way.
import type { Frame } from '../../../src/renderer/scanner/decode/frame';

/** One row of opaque grey pixels. */
export function greyRow(levels: readonly number[]): Frame {
  const data = new Uint8ClampedArray(levels.length * 4);
  levels.forEach((v, i) => data.set([v, v, v, 255], i * 4));
  return { data, width: levels.length, height: 1 };
}

/** The grey level of each pixel (the red channel; the frames here are grey). */
export function greysOf(frame: Frame): number[] {
  return Array.from(frame.data).filter((_, i) => i % 4 === 0);
}
