// The sharpening retry: pulls a blurred edge apart, leaves flat areas alone.
import { describe, expect, it } from 'vitest';
import { sharpenFrame } from '../../../../src/renderer/scanner/decode/sharpen';

import { greyRow as row, greysOf as greys } from '../greyFrames';

describe('sharpenFrame', () => {
  it('leaves a flat frame as it is', () => {
    expect(greys(sharpenFrame(row([120, 120, 120, 120, 120, 120])))).toEqual([
      120, 120, 120, 120, 120, 120,
    ]);
  });

  it('makes a soft edge steeper: darker before it, lighter after it', () => {
    const soft = [60, 60, 60, 80, 120, 160, 180, 180, 180];
    const sharp = greys(sharpenFrame(row(soft)));
    expect(sharp[3]).toBeLessThan(soft[3]!);
    expect(sharp[5]).toBeGreaterThan(soft[5]!);
    expect(sharp[5]! - sharp[3]!).toBeGreaterThan(soft[5]! - soft[3]!);
  });

  it('works down columns as well as along rows', () => {
    const column = { ...row([60, 60, 80, 120, 160, 180, 180]), width: 1, height: 7 };
    const sharp = greys(sharpenFrame(column));
    expect(sharp[2]).toBeLessThan(80);
    expect(sharp[4]).toBeGreaterThan(160);
  });
});
