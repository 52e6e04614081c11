// The skew estimate on camera-like frames of each symbology, tilted either way, and on a frame
// with no code in it; and the upscale that dense linear codes are retried at.
import { describe, expect, it } from 'vitest';
import { estimateSkew } from '../../../src/renderer/scanner/decode/skew';
import { scaleFrame } from '../../../src/renderer/scanner/decode/scale';
import type { Frame } from '../../../src/renderer/scanner/decode/frame';
import { composeFrame, type FrameOptions } from '../../fixtures/scan/cameraFrame';
import { renderSymbol, type Symbology } from '../../fixtures/scan/symbol';

/** One row of grey pixels, and the grey level of each pixel of a frame. */
const greyRow = (levels: readonly number[]): Frame => ({
  data: Uint8ClampedArray.from(levels.flatMap((v) => [v, v, v, 255])),
  width: levels.length,
  height: 1,
});
const greysOf = (frame: Frame) => Array.from(frame.data).filter((_, i) => i % 4 === 0);

async function frameOf(symbology: Symbology, text: string, options: Partial<FrameOptions>) {
  const grey = composeFrame(await renderSymbol(symbology, text), { symbolWidth: 360, ...options });
  const data = new Uint8ClampedArray(grey.length * 4);
  grey.forEach((v, i) => data.set([v, v, v, 255], i * 4));
  return { data, width: 640, height: 480 } satisfies Frame;
}

describe('estimateSkew', () => {
  for (const [symbology, text] of [
    ['PDF417', 'PASSDESK-SKEW-0001'],
    ['Code128', 'PD-SKEW-0002'],
    ['QRCode', 'PASSDESK-SKEW-0003'],
  ] as const) {
    for (const rotation of [-8, -5, 0, 3, 8]) {
      it(`finds a ${symbology} tilted ${rotation}° within a degree`, async () => {
        const skew = estimateSkew(await frameOf(symbology, text, { rotation }));
        expect(Math.abs(skew.degrees - rotation)).toBeLessThan(1);
        expect(skew.strength).toBeGreaterThan(0.5);
      });
    }
  }

  it('finds it through noise and low contrast', async () => {
    const frame = await frameOf('PDF417', 'PASSDESK-SKEW-0004', {
      rotation: -7,
      noise: 12,
      contrast: 0.5,
    });
    expect(Math.abs(estimateSkew(frame).degrees + 7)).toBeLessThan(1);
  });

  it('finds no tilt worth a turn in noise with no code in it', () => {
    let seed = 7;
    const data = new Uint8ClampedArray(320 * 240 * 4).map((_, i) => {
      if (i % 4 === 3) return 255;
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return 100 + (seed % 60);
    });
    // The sampling grid favours level lines a little; a turn is tried only from 2 degrees.
    expect(Math.abs(estimateSkew({ data, width: 320, height: 240 }).degrees)).toBeLessThan(2);
  });

  it('says there is nothing straight in a flat frame', () => {
    const flat = greyRow(new Array(64).fill(128));
    expect(estimateSkew({ ...flat, height: 1 })).toEqual({ degrees: 0, strength: 0 });
  });
});

describe('scaleFrame', () => {
  it('scales by the factor, keeping the ends and blending between', () => {
    const scaled = scaleFrame(greyRow([0, 0, 255, 255]), 1.5);
    expect([scaled.width, scaled.height]).toEqual([6, 2]);
    const row = greysOf(scaled).slice(0, 6);
    expect(row[0]).toBe(0);
    expect(row[5]).toBe(255);
    expect(row[2]).toBeGreaterThan(0);
    expect(row[2]).toBeLessThan(255);
  });
});
