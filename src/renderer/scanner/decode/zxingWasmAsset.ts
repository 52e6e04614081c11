// The zxing-wasm reader's .wasm as a file Vite ships with the renderer (hashed, same origin),
// so decoding works offline and under the app's strict content security policy.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { createZxingWasmEngine } from './zxingWasmEngine';

export const zxingWasmUrl: string = wasmUrl;

export function createBundledZxingWasmEngine() {
  return createZxingWasmEngine({ wasmUrl });
}
