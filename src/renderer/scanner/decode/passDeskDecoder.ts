// PassDesk's decode plan on the page's own thread: for a still image, the benchmarks, and the
// camera when a worker cannot be started. The camera normally decodes in a worker
// (`workerDecoder.ts`) with the same plan (`passDeskPlan.ts`).
import { createDecodeFrame, type DecodeFrame } from './decodeFrame';
import type { FrameEngine } from './frame';
import { createHtml5QrcodeEngine } from './html5QrcodeEngine';
import { passDeskPlan } from './passDeskPlan';
import { createBundledZxingWasmEngine } from './zxingWasmAsset';

let zxing: FrameEngine | undefined;
let html5: FrameEngine | undefined;

/**
 * The engines, built once per page on first use: the wasm module compiles while the camera
 * starts. html5-qrcode's decoder is here for the benchmarks that weigh it; the plan does without
 * it (bench/README.md, ## Scanning).
 */
export function sharedEngines(): { zxing: FrameEngine; html5: FrameEngine } {
  zxing ??= createBundledZxingWasmEngine();
  return {
    zxing,
    get html5() {
      return (html5 ??= createHtml5QrcodeEngine());
    },
  };
}

/**
 * PassDesk's plan here. `retriesPerFrame` paces the retries across a camera's frames; a still
 * image (or a benchmark) takes them all at once.
 */
export function passDeskDecodeFrame(options: { retriesPerFrame?: number } = {}): DecodeFrame {
  return createDecodeFrame(passDeskPlan(sharedEngines().zxing, options.retriesPerFrame));
}
