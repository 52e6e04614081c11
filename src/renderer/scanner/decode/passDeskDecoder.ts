// PassDesk's decode pipeline as the camera uses it: ZXing-C++ first (it reads the most),
// html5-qrcode's decoder for what ZXing-C++ misses, then ZXing-C++ again on a thresholded copy
// and on copies turned a few degrees. bench/scan measures each step; see bench/README.md.
import type { FrameEngine } from './frame';
import {
  createDecodeFrame,
  defaultRotations,
  rotationRetries,
  thresholdRetry,
  type DecodeFrame,
} from './decodeFrame';
import { createHtml5QrcodeEngine } from './html5QrcodeEngine';
import { createBundledZxingWasmEngine } from './zxingWasmAsset';

let engines: { zxing: FrameEngine; html5: FrameEngine } | undefined;

/** The wasm module and canvases are built once per page, on first use. */
function sharedEngines() {
  engines ??= { zxing: createBundledZxingWasmEngine(), html5: createHtml5QrcodeEngine() };
  return engines;
}

/**
 * PassDesk's plan. `retriesPerFrame` paces the retries across a camera's frames; a still image
 * (or a benchmark) takes them all at once.
 */
export function passDeskDecodeFrame(options: { retriesPerFrame?: number } = {}): DecodeFrame {
  const { zxing, html5 } = sharedEngines();
  // Retries use ZXing-C++ alone: html5-qrcode's decoder rescued no retried frame in the
  // benchmark and would double the time spent on frames with no code in them.
  return createDecodeFrame({
    engines: [zxing, html5],
    retries: [thresholdRetry([zxing]), ...rotationRetries(defaultRotations, [zxing])],
    ...options,
  });
}

/** For the camera: two retries a frame, so all five are tried within three frames. */
export const cameraRetriesPerFrame = 2;
