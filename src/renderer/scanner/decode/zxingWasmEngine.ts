// ZXing-C++ compiled to WebAssembly: the engine that reads the most, loaded from the app's own
// files. zxing-wasm fetches its .wasm from a CDN unless told otherwise, and PassDesk never
// reaches the network from the renderer, so the module is always prepared with a local source.
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import type { FrameEngine } from './frame';
import { formatFromZxing } from './formats';

/** Where the .wasm comes from: a URL the app serves (renderer), or the bytes (Node). */
export type ZxingWasmSource = { wasmUrl: string } | { wasmBinary: ArrayBuffer };

const readerOptions: ReaderOptions = {
  formats: ['QRCode', 'PDF417', 'Aztec', 'Code128'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
};

export function createZxingWasmEngine(source: ZxingWasmSource): FrameEngine {
  prepareZXingModule({
    overrides:
      'wasmUrl' in source
        ? {
            locateFile: (path: string, prefix: string) =>
              path.endsWith('.wasm') ? source.wasmUrl : prefix + path,
          }
        : { wasmBinary: source.wasmBinary },
    fireImmediately: false,
  });
  return {
    name: 'zxing-wasm',
    async decode(frame) {
      const results = await readBarcodes(frame as ImageData, readerOptions);
      for (const result of results) {
        const format = formatFromZxing(result.format);
        if (result.isValid && format && result.text !== '') {
          return { text: result.text, format, engine: 'zxing-wasm' };
        }
      }
      return null;
    },
  };
}
