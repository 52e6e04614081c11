// The account-wide activity log, read by program and period a page at a time (an assumption of
// this project: see the service's README). For a manager's view of how a program is doing.
import { z } from 'zod';
import { activityEntry } from './members';
import { OBJECT_ID_PATTERN } from './ids';

export const ACTIVITY_PAGE_MAX = 1000;

const instant = (name: string) =>
  z
    .string({ error: `${name} must be sent once, as text` })
    .trim()
    .refine((text) => !Number.isNaN(Date.parse(text)) && /^\d{4}-\d\d-\d\dT/.test(text), {
      error: `${name} must be an ISO 8601 time, e.g. 2026-11-01T00:00:00Z`,
    })
    .transform((text) => new Date(text).toISOString());

export const accountActivityQuery = z
  .object({
    dynamicPassId: z
      .string({ error: 'dynamicPassId must be sent once, as text' })
      .regex(OBJECT_ID_PATTERN, 'dynamicPassId must be 24 lowercase hexadecimal characters')
      .optional(),
    /** From this time on (inclusive). */
    from: instant('from').optional(),
    /** Before this time (exclusive). */
    to: instant('to').optional(),
    /** The `next` of the page before. */
    after: z
      .string({ error: 'after must be sent once, as text' })
      .regex(/^\d{1,15}$/, 'after must be the next value of the page before')
      .transform(Number)
      .optional(),
    limit: z
      .string({ error: 'limit must be sent once, as text' })
      .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`)
      .transform(Number)
      .refine((n) => n >= 1 && n <= ACTIVITY_PAGE_MAX, {
        error: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`,
      })
      .optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from < q.to, { error: 'from must be before to' });
export type AccountActivityQuery = z.output<typeof accountActivityQuery>;

export const accountActivityPage = z.object({
  entries: z.array(activityEntry.extend({ seq: z.number().int() })),
  /** Pass as `after` for the next page; null on the last one. */
  next: z.string().nullable(),
});
export type AccountActivityPage = z.infer<typeof accountActivityPage>;
