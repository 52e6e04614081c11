// What crosses to and from the decoding worker. Replies are checked on the page's side: a worker
// is code of the app's own, but a bad reply must fail as a missed frame, never as a wrong scan.
import { z } from 'zod';
import { scanFormats, type Decoded } from './frame';

export interface WorkerRequest {
  readonly id: number;
  readonly bitmap: ImageBitmap;
  /** False: the frame as captured only (scanning paused). */
  readonly retries: boolean;
}

export type WorkerReply =
  | { readonly id: number; readonly decoded: Decoded | null }
  | { readonly id: number; readonly error: string };

export const workerReply = z.union([
  z.object({
    id: z.number().int(),
    decoded: z
      .object({
        text: z.string().min(1).max(4096),
        format: z.enum(scanFormats),
        engine: z.enum(['zxing-wasm', 'html5-qrcode']),
        retry: z.string().nullable(),
      })
      .nullable(),
  }),
  z.object({ id: z.number().int(), error: z.string() }),
]);
