// Archive (delete) a pass: endpoint 4.7.
import { z } from 'zod';

export const archiveResponse = z.object({
  msg: z.string(),
  deleteStatus: z.object({
    acknowledged: z.boolean(),
    modifiedCount: z.number().int(),
    upsertedId: z.null(),
    upsertedCount: z.number().int(),
    matchedCount: z.number().int(),
  }),
});
export type ArchiveResponse = z.infer<typeof archiveResponse>;

export const PASS_NOT_FOUND = 'PASS_NOT_FOUND';
