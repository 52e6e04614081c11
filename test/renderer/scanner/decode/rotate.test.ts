// Rotating a frame about its centre, for the decode pipeline's retries.
import { describe, expect, it } from 'vitest';
import { rotateFrame } from '../../../../src/renderer/scanner/decode/rotate';
import type { Frame } from '../../../../src/renderer/scanner/decode/frame';

/** A grey frame with one black pixel at (x, y). */
function dotAt(width: number, height: number, x: number, y: number): Frame {
  const data = new Uint8ClampedArray(width * height * 4).map((_, i) => (i % 4 === 3 ? 255 : 200));
  const i = (y * width + x) * 4;
  data[i] = data[i + 1] = data[i + 2] = 0;
  return { data, width, height };
}

const grey = (f: Frame, x: number, y: number) => f.data[(y * f.width + x) * 4]!;

describe('rotateFrame', () => {
  it('leaves the picture unchanged at 0 degrees', () => {
    const source = dotAt(9, 7, 2, 5);
    expect(Array.from(rotateFrame(source, 0).data)).toEqual(Array.from(source.data));
  });

  it('turns clockwise on screen: a dot right of centre moves down at 90 degrees', () => {
    const rotated = rotateFrame(dotAt(9, 9, 7, 4), 90);
    expect(grey(rotated, 4, 7)).toBe(0);
    expect(grey(rotated, 7, 4)).toBeGreaterThan(150);
  });

  it('keeps the size, opaque, and fills uncovered corners with the mean colour, not black', () => {
    const rotated = rotateFrame(dotAt(20, 10, 3, 3), 30);
    expect([rotated.width, rotated.height]).toEqual([20, 10]);
    expect(grey(rotated, 0, 0)).toBeGreaterThan(150);
    for (let i = 3; i < rotated.data.length; i += 4) expect(rotated.data[i]).toBe(255);
  });
});
