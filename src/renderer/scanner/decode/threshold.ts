// Turns a frame into pure black and white at one threshold chosen from its own histogram
// (Otsu's method). ZXing-C++'s default binarizer decides pixel by pixel from the neighbourhood,
// which loses the thin bars of a blurred code and mistakes dark print beside a code for part of
// it; one global threshold, picked per frame so exposure does not matter, reads many of those.
import type { Frame } from './frame';

export function thresholdFrame(frame: Frame): Frame {
  const { data, width, height } = frame;
  const luma = new Uint8Array(width * height);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < luma.length; i++) {
    const y = (data[i * 4]! * 77 + data[i * 4 + 1]! * 150 + data[i * 4 + 2]! * 29) >> 8;
    luma[i] = y;
    histogram[y]!++;
  }
  const threshold = otsuThreshold(histogram, luma.length);
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0; i < luma.length; i++) {
    const value = luma[i]! > threshold ? 255 : 0;
    out[i * 4] = out[i * 4 + 1] = out[i * 4 + 2] = value;
    out[i * 4 + 3] = 255;
  }
  return { data: out, width, height };
}

/** The grey level that best splits the histogram in two (most between-class variance). */
export function otsuThreshold(histogram: ArrayLike<number>, total: number): number {
  let sum = 0;
  for (let t = 0; t < 256; t++) sum += t * histogram[t]!;
  let below = 0;
  let sumBelow = 0;
  let best = -1;
  let threshold = 127;
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / above;
    const variance = below * above * (meanBelow - meanAbove) ** 2;
    if (variance > best) {
      best = variance;
      threshold = t;
    }
  }
  return threshold;
}
