// Scales a frame up, for dense linear codes: a Code 128 whose modules are under two pixels wide
// loses bars to the decoder's binarizer, and read at one and a half times the size it holds.
import { sampleBilinear } from './bilinear';
import type { Frame } from './frame';

/** A new frame `factor` times the size, sampled bilinearly (grey frames stay grey). */
export function scaleFrame(frame: Frame, factor: number): Frame {
  const { width, height } = frame;
  const outWidth = Math.round(width * factor);
  const outHeight = Math.round(height * factor);
  const out = new Uint8ClampedArray(outWidth * outHeight * 4);
  for (let y = 0; y < outHeight; y++) {
    const sy = Math.min((y + 0.5) / factor - 0.5, height - 1);
    for (let x = 0; x < outWidth; x++) {
      const sx = Math.min((x + 0.5) / factor - 0.5, width - 1);
      sampleBilinear(frame, sx, sy, out, (y * outWidth + x) * 4);
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}
