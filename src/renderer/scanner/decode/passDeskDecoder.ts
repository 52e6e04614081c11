// PassDesk's decode plan on the page's own thread: for a still image, the benchmarks, and the
// camera when a worker cannot be started. The camera normally decodes in a worker
// (`workerDecoder.ts`) with the same plan (`passDeskPlan.ts`).
import { createDecodeFrame, type DecodeFrame } from './decodeFrame';
import type { FrameEngine } from './frame';
import { passDeskPlan } from './passDeskPlan';
import { createBundledZxingWasmEngine } from './zxingWasmAsset';

let zxing: FrameEngine | undefined;

/** ZXing-C++, built once per page on first use: its wasm module compiles while the camera starts. */
export function sharedZxing(): FrameEngine {
  return (zxing ??= createBundledZxingWasmEngine());
}

/**
 * PassDesk's plan here. `retriesPerFrame` paces the retries across a camera's frames; a still
 * image (or a benchmark) takes them all at once.
 */
export function passDeskDecodeFrame(options: { retriesPerFrame?: number } = {}): DecodeFrame {
  return createDecodeFrame(passDeskPlan(sharedZxing(), options.retriesPerFrame));
}
