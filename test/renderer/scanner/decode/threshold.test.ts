// The global-threshold retry: black and white at a level chosen from the frame itself.
import { describe, expect, it } from 'vitest';
import { otsuThreshold, thresholdFrame } from '../../../../src/renderer/scanner/decode/threshold';

import { greyRow as greyFrame, greysOf as greys } from '../greyFrames';

describe('thresholdFrame', () => {
  it('splits a washed-out bright frame between its two tones', () => {
    expect(greys(thresholdFrame(greyFrame([150, 160, 150, 160, 152, 158])))).toEqual([
      0, 255, 0, 255, 0, 255,
    ]);
  });

  it('splits a dark, underexposed frame too: the level follows the frame, not a fixed 128', () => {
    expect(greys(thresholdFrame(greyFrame([20, 60, 22, 58, 21, 59])))).toEqual([
      0, 255, 0, 255, 0, 255,
    ]);
  });

  it('keeps the size and makes every pixel opaque', () => {
    const out = thresholdFrame(greyFrame([10, 200, 30]));
    expect([out.width, out.height]).toEqual([3, 1]);
    expect(Array.from(out.data).filter((_, i) => i % 4 === 3)).toEqual([255, 255, 255]);
  });
});

describe('otsuThreshold', () => {
  it('lands between two clusters of a bimodal histogram', () => {
    const histogram = new Array<number>(256).fill(0);
    histogram[40] = 500;
    histogram[200] = 300;
    const t = otsuThreshold(histogram, 800);
    expect(t).toBeGreaterThanOrEqual(40);
    expect(t).toBeLessThan(200);
  });
});
