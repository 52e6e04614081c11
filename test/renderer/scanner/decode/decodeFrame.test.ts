// The decode pipeline: engines in order, retries on changed copies only when nothing reads.
import { describe, expect, it } from 'vitest';
import {
  createDecodeFrame,
  rotationRetries,
  type Retry,
} from '../../../../src/renderer/scanner/decode/decodeFrame';
import type { EngineName, Frame, FrameEngine } from '../../../../src/renderer/scanner/decode/frame';
import { passDeskPlan } from '../../../../src/renderer/scanner/decode/passDeskPlan';

/** A frame whose first pixel's red value says how far it was turned, so fakes can "read" it. */
const frame = (turn = 0): Frame => ({
  data: new Uint8ClampedArray([turn + 100, 0, 0, 255]),
  width: 1,
  height: 1,
});
const turnOf = (f: Frame) => f.data[0]! - 100;
const turn = (degrees: number, engines?: FrameEngine[]): Retry => ({
  label: `turn ${degrees}`,
  prepare: (f) => frame(turnOf(f) + degrees),
  ...(engines && { engines }),
});

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
      retries: [turn(4)],
    });
    expect(await decode(frame())).toEqual({
      text: 'read by zxing-wasm',
      format: 'PDF417',
      engine: 'zxing-wasm',
      retry: null,
    });
    expect(second).toEqual([]);
  });

  it('falls back to the next engine when the first finds nothing', async () => {
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', []), engine('html5-qrcode', [0])],
      retries: [],
    });
    expect(await decode(frame())).toMatchObject({ engine: 'html5-qrcode', retry: null });
  });

  it('tries each retry in order, only after the frame as captured failed, and says which one read', async () => {
    const calls: number[] = [];
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', [-8], calls)],
      retries: [turn(4), turn(-4), turn(8), turn(-8), turn(12)],
    });
    expect(await decode(frame())).toMatchObject({ engine: 'zxing-wasm', retry: 'turn -8' });
    expect(calls).toEqual([0, 4, -4, 8, -8]);
  });

  it('prepares each retry from the captured frame, not from the previous retry', async () => {
    const calls: number[] = [];
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', [], calls)],
      retries: [turn(4), turn(-4)],
    });
    await decode(frame(10));
    expect(calls).toEqual([10, 14, 6]);
  });

  it("uses a retry's own engines when it names them", async () => {
    const html5: number[] = [];
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', [4]), engine('html5-qrcode', [], html5)],
      retries: [turn(4, [engine('zxing-wasm', [4])])],
    });
    expect(await decode(frame())).toMatchObject({ retry: 'turn 4' });
    expect(html5).toEqual([0]);
  });

  it('takes only the first look when asked for no retries', async () => {
    const calls: number[] = [];
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', [4], calls)],
      retries: [turn(4)],
    });
    expect(await decode(frame(), { retries: false })).toBeNull();
    expect(calls).toEqual([0]);
  });

  it('returns null when nothing reads the frame or any retry', async () => {
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', [])],
      retries: [turn(4), turn(-4)],
    });
    expect(await decode(frame())).toBeNull();
  });

  it('keeps going when one engine throws on a frame', async () => {
    const decode = createDecodeFrame({
      engines: [engine('html5-qrcode', 'throws'), engine('zxing-wasm', [0])],
      retries: [],
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
      retries: [],
    });
    expect(await decode(frame())).toMatchObject({ engine: 'html5-qrcode' });
  });
});

describe('decodeFrame with paced retries', () => {
  const ladder = [turn(1), turn(2), turn(3), turn(4), turn(5)];

  it('takes turns through the retries across frames, a few each frame, wrapping round', async () => {
    const calls: number[] = [];
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', [], calls)],
      retries: ladder,
      retriesPerFrame: 2,
    });
    for (let i = 0; i < 3; i++) await decode(frame());
    expect(calls).toEqual([0, 1, 2, 0, 3, 4, 0, 5, 1]);
  });

  it('reads a code that needs the last retry within a few frames of the same picture', async () => {
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', [5])],
      retries: ladder,
      retriesPerFrame: 2,
    });
    const reads = [await decode(frame()), await decode(frame()), await decode(frame())];
    expect(reads.map((r) => r?.retry ?? null)).toEqual([null, null, 'turn 5']);
  });

  it('does not use up a turn on a frame read as captured', async () => {
    const calls: number[] = [];
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', [10], calls)],
      retries: ladder,
      retriesPerFrame: 2,
    });
    await decode(frame(10));
    await decode(frame());
    expect(calls).toEqual([10, 0, 1, 2]);
  });
});

describe('decodeFrame with leading retries', () => {
  it('tries the leading ones on every missed frame, before the paced ones; one that does not apply costs no read', async () => {
    const calls: number[] = [];
    const notHere: Retry = { label: 'not here', prepare: () => null };
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', [], calls)],
      leading: [notHere, turn(20)],
      retries: [turn(1), turn(2), turn(3)],
      retriesPerFrame: 1,
    });
    await decode(frame());
    await decode(frame());
    expect(calls).toEqual([0, 20, 1, 0, 20, 2]);
  });

  it('reports the leading retry that read', async () => {
    const decode = createDecodeFrame({
      engines: [engine('zxing-wasm', [20])],
      leading: [turn(20)],
      retries: [turn(1)],
    });
    expect((await decode(frame()))?.retry).toBe('turn 20');
  });
});

describe('PassDesk’s plan', () => {
  it('has one engine, the skew turn first, then the upscale and the threshold ahead of the guesses', () => {
    const zxing = engine('zxing-wasm', []);
    const plan = passDeskPlan(zxing, 2);
    expect(plan.engines).toEqual([zxing]);
    expect(plan.leading?.map((r) => r.label)).toEqual(['turned by its skew']);
    expect(plan.retries.map((r) => r.label)).toEqual([
      'scaled 1.5x',
      'global threshold',
      'rotate 4°',
      'rotate -4°',
      'rotate 8°',
      'rotate -8°',
      'sharpened threshold',
    ]);
    expect(plan.retriesPerFrame).toBe(2);
  });

  it('turns a level frame not at all, and scales it as it is', () => {
    const level: Frame = { data: new Uint8ClampedArray(8 * 8 * 4).fill(200), width: 8, height: 8 };
    const plan = passDeskPlan(engine('zxing-wasm', []));
    expect(plan.leading![0]!.prepare(level)).toBeNull();
    expect(plan.retries[0]!.prepare(level)).toMatchObject({ width: 12, height: 12 });
  });
});

describe('rotationRetries', () => {
  it('makes one labelled retry per angle, in the order given', () => {
    expect(rotationRetries([4, -4, 8]).map((r) => r.label)).toEqual([
      'rotate 4°',
      'rotate -4°',
      'rotate 8°',
    ]);
  });

  it('turns the frame by the angle', () => {
    const source: Frame = { data: new Uint8ClampedArray(3 * 3 * 4).fill(255), width: 3, height: 3 };
    source.data.set([0, 0, 0], (1 * 3 + 2) * 4); // a dark pixel right of centre
    const [quarter] = rotationRetries([90]);
    const turned = quarter!.prepare(source)!;
    expect(turned.data[(2 * 3 + 1) * 4]).toBe(0); // now below centre
  });
});
