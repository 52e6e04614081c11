// Error bodies of section 7.
import { z } from 'zod';

/** The shape the spec shows for archive and credits; the embedded service uses it everywhere. */
export const errorBody = z.object({
  success: z.literal(false),
  error: z.string(),
  errorCode: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Reads a message from any error body a service may send, for showing to a person. */
export function errorMessageOf(body: unknown): string | null {
  if (body !== null && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['error', 'message', 'msg']) {
      if (typeof record[key] === 'string' && record[key] !== '') return record[key];
    }
  }
  return null;
}
