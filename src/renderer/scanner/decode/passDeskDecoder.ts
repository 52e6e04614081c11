// PassDesk's decode pipeline as the camera uses it: ZXing-C++ first (it reads the most),
// html5-qrcode's decoder for what ZXing-C++ misses, then small rotations. bench/scan measures it.
import { createDecodeFrame, defaultRotations, type DecodeFrame } from './decodeFrame';
import { createHtml5QrcodeEngine } from './html5QrcodeEngine';
import { createBundledZxingWasmEngine } from './zxingWasmAsset';

let shared: DecodeFrame | undefined;

/** One pipeline per page: the wasm module and canvases are built once, on first use. */
export function passDeskDecodeFrame(): DecodeFrame {
  if (!shared) {
    const zxing = createBundledZxingWasmEngine();
    const html5 = createHtml5QrcodeEngine();
    shared = createDecodeFrame({ engines: [zxing, html5], rotations: defaultRotations });
  }
  return shared;
}
