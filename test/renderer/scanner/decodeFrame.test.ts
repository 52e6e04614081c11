// The decode pipeline: engines in order, rotated retries only when nothing reads.
import { describe, expect, it } from 'vitest';
import { createDecodeFrame } from '../../../src/renderer/scanner/decode/decodeFrame';
import type { EngineName, Frame, FrameEngine } from '../../../src/renderer/scanner/decode/frame';

/** A frame whose first pixel's red value says how far it was turned, so fakes can "read" it. */
const frame = (turn = 0): Frame => ({
  data: new Uint8ClampedArray([turn + 100, 0, 0, 255]),
  width: 1,
  height: 1,
});
const turnOf = (f: Frame) => f.data[0]! - 100;
const fakeRotate = (f: Frame, degrees: number) => frame(turnOf(f) + degrees);

function engine(name: EngineName, readsAt: number[] | 'throws', calls: number[] = []): FrameEngine {
  return {
    name,
    async decode(f) {
      calls.push(turnOf(f));
      if (readsAt === 'throws') throw new Error('decoder crashed');
      return readsAt.includes(turnOf(f))
        ? { text: `read by ${name}`, format: 'PDF417', engine: name }
        : null;
    },
  };
}

describe('decodeFrame', () => {
  it('takes the first engine that reads the frame and does not ask the rest', async () => {
    const second: number[] = [];
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', [0]), engine('html5-qrcode', [0], second)],
      rotations: [4],
    });
    expect(await decode(frame())).toEqual({
      text: 'read by zxing-wasm',
      format: 'PDF417',
      engine: 'zxing-wasm',
      rotation: 0,
    });
    expect(second).toEqual([]);
  });

  it('falls back to the next engine when the first finds nothing', async () => {
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', []), engine('html5-qrcode', [0])],
      rotations: [],
    });
    expect(await decode(frame())).toMatchObject({ engine: 'html5-qrcode', rotation: 0 });
  });

  it('retries at each rotation in order, only after the frame as captured failed', async () => {
    const calls: number[] = [];
    const decode = createDecodeFrame(
      { engines: [engine('zxing-wasm', [-8], calls)], rotations: [4, -4, 8, -8] },
      fakeRotate,
    );
    expect(await decode(frame())).toMatchObject({ engine: 'zxing-wasm', rotation: -8 });
    expect(calls).toEqual([0, 4, -4, 8, -8]);
  });

  it('rotates the captured frame each time, not the previous retry', async () => {
    const calls: number[] = [];
    const decode = createDecodeFrame(
      { engines: [engine('zxing-wasm', [], calls)], rotations: [4, -4] },
      fakeRotate,
    );
    await decode(frame(10));
    expect(calls).toEqual([10, 14, 6]);
  });

  it('uses only the rotation engines for rotated retries when given', async () => {
    const html5: number[] = [];
    const decode = createDecodeFrame(
      {
        engines: [engine('zxing-wasm', [4]), engine('html5-qrcode', [], html5)],
        rotations: [4],
        rotationEngines: [engine('zxing-wasm', [4])],
      },
      fakeRotate,
    );
    expect(await decode(frame())).toMatchObject({ rotation: 4 });
    expect(html5).toEqual([0]);
  });

  it('returns null when no engine reads at any rotation', async () => {
    const decode = createDecodeFrame(
      { engines: [engine('zxing-wasm', [])], rotations: [4, -4] },
      fakeRotate,
    );
    expect(await decode(frame())).toBeNull();
  });

  it('keeps going when one engine throws on a frame', async () => {
    const decode = createDecodeFrame({
      engines: [engine('html5-qrcode', 'throws'), engine('zxing-wasm', [0])],
      rotations: [],
    });
    expect(await decode(frame())).toMatchObject({ engine: 'zxing-wasm' });
  });

  it('ignores a read with empty text', async () => {
    const empty: FrameEngine = {
      name: 'zxing-wasm',
      decode: async () => ({ text: '', format: 'QRCode', engine: 'zxing-wasm' }),
    };
    const decode = createDecodeFrame({
      engines: [empty, engine('html5-qrcode', [0])],
      rotations: [],
    });
    expect(await decode(frame())).toMatchObject({ engine: 'html5-qrcode' });
  });
});
