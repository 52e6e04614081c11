// The decoding worker: frames arrive as ImageBitmaps (handed over, not copied), are read with
// PassDesk's plan and answered by id, so the page's thread never waits on a decode. The wasm
// comes from the app's own files, as on the page.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { createDecodeFrame } from './decodeFrame';
import { cameraRetriesPerFrame, passDeskPlan } from './passDeskPlan';
import { createZxingWasmEngine } from './zxingWasmEngine';
import type { WorkerReply, WorkerRequest } from './workerMessages';

const decode = createDecodeFrame(
  passDeskPlan(createZxingWasmEngine({ wasmUrl }), cameraRetriesPerFrame),
);
let canvas: OffscreenCanvas | null = null;
let context: OffscreenCanvasRenderingContext2D | null = null;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: WorkerReply): void;
};

function isRequest(data: unknown): data is WorkerRequest {
  const r = data as Partial<WorkerRequest> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    Number.isSafeInteger(r.id) &&
    r.bitmap instanceof ImageBitmap &&
    typeof r.retries === 'boolean'
  );
}

function pixelsOf(bitmap: ImageBitmap): ImageData {
  if (!canvas || canvas.width !== bitmap.width || canvas.height !== bitmap.height) {
    canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    context = canvas.getContext('2d', { willReadFrequently: true });
  }
  if (!context) throw new Error('This browser cannot read pixels in a worker.');
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

scope.onmessage = (event) => {
  const request = event.data;
  if (!isRequest(request)) return;
  void (async () => {
    try {
      const frame = pixelsOf(request.bitmap);
      scope.postMessage({
        id: request.id,
        decoded: await decode(frame, { retries: request.retries }),
      });
    } catch (error) {
      scope.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      request.bitmap.close();
    }
  })();
};
