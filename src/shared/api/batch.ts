// Background pass re-render batches: `GET /api/v2/batch/status/:batchId` (body assumed, see
// the service README).
import { z } from 'zod';

export const BATCH_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const batchStatusResponse = z.object({
  batchId: z.string(),
  status: z.enum(BATCH_STATUSES),
  total: z.number().int().min(0),
  processed: z.number().int().min(0),
  failed: z.number().int().min(0),
});
export type BatchStatusResponse = z.infer<typeof batchStatusResponse>;

export const isBatchFinished = (status: BatchStatus): boolean =>
  status === 'completed' || status === 'failed';
