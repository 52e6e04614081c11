// The scanning benchmark's page: each engine alone and PassDesk's pipelines, built as the app
// builds them, callable from Playwright one frame at a time.
import {
  createDecodeFrame,
  rotationRetries,
  sharpenedThresholdRetry,
  thresholdRetry,
  type DecodeFrame,
} from '../../../../src/renderer/scanner/decode/decodeFrame';
import type { Frame } from '../../../../src/renderer/scanner/decode/frame';
import {
  cameraRetriesPerFrame,
  defaultRotations,
} from '../../../../src/renderer/scanner/decode/passDeskPlan';
import { createHtml5QrcodeEngine } from '../../../../src/renderer/scanner/decode/html5QrcodeEngine';
import {
  passDeskDecodeFrame,
  sharedZxing,
} from '../../../../src/renderer/scanner/decode/passDeskDecoder';

// The same ZXing-C++ instance the app uses (one wasm module per page), and html5-qrcode's
// decoder, which the app no longer bundles, as the yardstick.
const zxing = sharedZxing();
const html5 = createHtml5QrcodeEngine();

const pipelines: Record<string, DecodeFrame> = {
  'html5-qrcode': createDecodeFrame({ engines: [html5], retries: [] }),
  'zxing-wasm': createDecodeFrame({ engines: [zxing], retries: [] }),
  'both engines': createDecodeFrame({ engines: [zxing, html5], retries: [] }),
  'zxing-wasm + rotations': createDecodeFrame({
    engines: [zxing],
    retries: rotationRetries(defaultRotations),
  }),
  'zxing-wasm + threshold': createDecodeFrame({ engines: [zxing], retries: [thresholdRetry()] }),
  // The plan before the skew estimate and the upscale: both engines, a fixed ladder of retries.
  'PassDesk before': createDecodeFrame({
    engines: [zxing, html5],
    retries: [
      thresholdRetry([zxing]),
      ...rotationRetries(defaultRotations, [zxing]),
      sharpenedThresholdRetry([zxing]),
    ],
  }),
  PassDesk: passDeskDecodeFrame(),
  'PassDesk, camera pacing': passDeskDecodeFrame({ retriesPerFrame: cameraRetriesPerFrame }),
};

/**
 * A camera shows a held pass on many frames in a row; with paced retries the same picture is
 * given this many frames, the time reported per frame.
 */
const framesInView: Record<string, number> = { 'PassDesk, camera pacing': 4 };

function frameFromGrey(base64: string, width: number, height: number): Frame {
  const grey = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < grey.length; i++) {
    data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = grey[i]!;
    data[i * 4 + 3] = 255;
  }
  return { data, width, height };
}

let current: Frame | null = null;

const bench = {
  pipelines: Object.keys(pipelines),
  /** Loads the wasm before timing starts, so the first frame is not charged for it. */
  async warmUp(): Promise<void> {
    await zxing.decode({ data: new Uint8ClampedArray(16 * 16 * 4), width: 16, height: 16 });
  },
  /** Makes this frame the one the next `decode` calls read, so it crosses over only once. */
  load(greyBase64: string, width: number, height: number): void {
    current = frameFromGrey(greyBase64, width, height);
  },
  async decode(pipeline: string) {
    const decode = pipelines[pipeline];
    if (!decode || !current) throw new Error(`no pipeline "${pipeline}", or no frame loaded`);
    const start = performance.now();
    let read = await decode(current);
    let calls = 1;
    while (!read && calls < (framesInView[pipeline] ?? 1)) {
      read = await decode(current);
      calls++;
    }
    const ms = (performance.now() - start) / calls;
    return {
      text: read?.text ?? null,
      engine: read?.engine ?? null,
      retry: read?.retry ?? null,
      ms,
    };
  },
};

(window as unknown as { scanBench: typeof bench }).scanBench = bench;
