// Loyalty check-in: endpoint 4.6.
import { z } from 'zod';

export const notificationData = z.object({
  heading: z.string().max(200, 'heading must be at most 200 characters').optional(),
  body: z.string().max(1000, 'body must be at most 1000 characters').optional(),
});
export type NotificationData = z.infer<typeof notificationData>;

/**
 * The body as the service accepts it. Sending both `updatedCount` and `resetVisits` has no
 * documented result; the embedded service refuses it and the client never sends it.
 */
export const checkInRequest = z
  .object({
    updatedCount: z
      .number({ error: 'updatedCount must be a number' })
      .int('updatedCount must be a whole number')
      .min(0, 'updatedCount must not be negative')
      .optional(),
    resetVisits: z.boolean({ error: 'resetVisits must be true or false' }).optional(),
    notificationData: notificationData.optional(),
  })
  .refine((b) => !(b.updatedCount !== undefined && b.resetVisits === true), {
    message: 'send either updatedCount or resetVisits, not both',
  });
export type CheckInRequest = z.infer<typeof checkInRequest>;

export const checkInResponse = z.object({
  message: z.string(),
  previousCount: z.number(),
  updatedCount: z.number(),
});
export type CheckInResponse = z.infer<typeof checkInResponse>;

/** The three kinds of check-in the client records (rules 1 to 3). */
export const CHECK_IN_KINDS = ['increment', 'set', 'reset'] as const;
export type CheckInKind = (typeof CHECK_IN_KINDS)[number];
