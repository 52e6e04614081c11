// html5-qrcode's bundled decoder (zxing-js) as a pipeline engine. It reads from a canvas, so
// the frame is painted onto one canvas kept for the engine's lifetime.
import { Html5QrcodeSupportedFormats } from 'html5-qrcode';
import { ZXingHtml5QrcodeDecoder } from 'html5-qrcode/esm/zxing-html5-qrcode-decoder';
import type { FrameEngine, ScanFormat } from './frame';

const formats: ReadonlyMap<Html5QrcodeSupportedFormats, ScanFormat> = new Map([
  [Html5QrcodeSupportedFormats.QR_CODE, 'QRCode'],
  [Html5QrcodeSupportedFormats.PDF_417, 'PDF417'],
  [Html5QrcodeSupportedFormats.AZTEC, 'Aztec'],
  [Html5QrcodeSupportedFormats.CODE_128, 'Code128'],
]);

const quietLogger = { log() {}, warn() {}, logError() {}, logErrors() {} };

export function createHtml5QrcodeEngine(): FrameEngine {
  const decoder = new ZXingHtml5QrcodeDecoder([...formats.keys()], false, quietLogger);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context)
    throw new Error('This browser cannot draw to a canvas, so html5-qrcode cannot decode.');
  return {
    name: 'html5-qrcode',
    async decode(frame) {
      if (canvas.width !== frame.width) canvas.width = frame.width;
      if (canvas.height !== frame.height) canvas.height = frame.height;
      context.putImageData(
        new ImageData(new Uint8ClampedArray(frame.data), frame.width, frame.height),
        0,
        0,
      );
      try {
        const result = await decoder.decodeAsync(canvas);
        const format = result.format ? formats.get(result.format.format) : undefined;
        return format && result.text !== ''
          ? { text: result.text, format, engine: 'html5-qrcode' }
          : null;
      } catch {
        // zxing-js throws NotFoundException for "no code here"; that is the common case.
        return null;
      }
    },
  };
}
