// Turns a frame by a small angle about its centre, so a code held a few degrees askew can be
// retried the way a decoder expects it: square to the pixel grid.
import { sampleBilinear } from './bilinear';
import type { Frame } from './frame';

/**
 * Returns a new frame of the same size, the picture turned `degrees` clockwise. Corners that
 * fall outside the source are filled with the frame's mean colour, so no hard edge appears that
 * a decoder could mistake for part of a symbol. Bilinear sampling keeps thin bars intact.
 */
export function rotateFrame(frame: Frame, degrees: number): Frame {
  const { width, height, data } = frame;
  const out = new Uint8ClampedArray(data.length);
  const fill = meanColour(frame);
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      // Inverse mapping: where in the source does this output pixel come from?
      const sx = cos * dx + sin * dy + cx;
      const sy = -sin * dx + cos * dy + cy;
      const o = (y * width + x) * 4;
      if (sx < 0 || sy < 0 || sx > width - 1 || sy > height - 1) {
        out[o] = fill[0];
        out[o + 1] = fill[1];
        out[o + 2] = fill[2];
        out[o + 3] = 255;
        continue;
      }
      sampleBilinear(frame, sx, sy, out, o);
    }
  }
  return { data: out, width, height };
}

function meanColour(frame: Frame): [number, number, number] {
  const { data } = frame;
  // A sparse sample is plenty for a fill colour and keeps the cost off the hot path.
  const step = 4 * 97;
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i + 2 < data.length; i += step) {
    r += data[i]!;
    g += data[i + 1]!;
    b += data[i + 2]!;
    n++;
  }
  return n === 0 ? [255, 255, 255] : [r / n, g / n, b / n];
}
