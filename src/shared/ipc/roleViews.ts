// The journal's lines, each saying which role wrote it.
import { z } from 'zod';

export const ROLES = ['manager', 'cashier'] as const;
export type Role = (typeof ROLES)[number];

export const journalEntry = z.object({
  at: z.string(),
  action: z.string(),
  outcome: z.string(),
  itemId: z.string().nullable(),
  detail: z.string(),
  /** Who was at the station: a manager for a manager or the owner (or with no staff yet). */
  role: z.enum(ROLES).nullable(),
});
export type JournalEntry = z.infer<typeof journalEntry>;
