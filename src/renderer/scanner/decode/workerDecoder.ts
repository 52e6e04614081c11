// The page's side of the decoding worker: one worker per page, started when the camera view
// first mounts (the wasm compiles while the camera starts), a frame at a time by id. Should the
// worker fail to start or die, decoding goes on on the page's thread with the same plan.
import type { Decoded } from './frame';
import { passDeskDecodeFrame } from './passDeskDecoder';
import { cameraRetriesPerFrame } from './passDeskPlan';
import { workerReply, type WorkerRequest } from './workerMessages';

export interface BitmapDecoder {
  /** Reads the bitmap (which it takes over and closes); null when nothing was read. */
  decode(bitmap: ImageBitmap, options: { retries: boolean }): Promise<Decoded | null>;
}

interface Waiting {
  resolve(decoded: Decoded | null): void;
  reject(error: Error): void;
}

let shared: BitmapDecoder | undefined;

export function sharedWorkerDecoder(): BitmapDecoder {
  return (shared ??= createWorkerDecoder());
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    return new Worker(new URL('./decodeWorker.ts', import.meta.url), {
      type: 'module',
      name: 'passdesk-decoder',
    });
  } catch {
    return null;
  }
}

function createWorkerDecoder(): BitmapDecoder {
  let worker = startWorker();
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let onPage: ReturnType<typeof passDeskDecodeFrame> | null = null;
  const fallBack = (reason: string) => {
    worker?.terminate();
    worker = null;
    for (const w of waiting.values()) w.reject(new Error(reason));
    waiting.clear();
  };
  if (worker) {
    worker.onmessage = (event: MessageEvent<unknown>) => {
      const reply = workerReply.safeParse(event.data);
      if (!reply.success) return;
      const w = waiting.get(reply.data.id);
      waiting.delete(reply.data.id);
      if (!w) return;
      if ('error' in reply.data) w.reject(new Error(reply.data.error));
      else w.resolve(reply.data.decoded);
    };
    // eslint-disable-next-line i18n/person-facing-text -- the scan loop drops a failed decode unread and tries the next frame
    worker.onerror = () => fallBack('The decoding worker stopped.');
  }
  return {
    decode(bitmap, { retries }) {
      if (!worker) {
        onPage ??= passDeskDecodeFrame({ retriesPerFrame: cameraRetriesPerFrame });
        const canvas = document.createElement('canvas');
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(bitmap, 0, 0);
        bitmap.close();
        return onPage(context.getImageData(0, 0, canvas.width, canvas.height), { retries });
      }
      const id = nextId++;
      const request: WorkerRequest = { id, bitmap, retries };
      return new Promise<Decoded | null>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage(request, [bitmap]);
      });
    },
  };
}
