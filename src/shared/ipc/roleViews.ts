// Roles at the station: the manager lock as screens see it, the PIN's form, and the journal's
// lines, each saying which role wrote it.
import { z } from 'zod';
import { staffRole } from './staffContract';

export const ROLES = ['manager', 'cashier'] as const;
export type Role = (typeof ROLES)[number];

export const journalEntry = z.object({
  at: z.string(),
  action: z.string(),
  outcome: z.string(),
  itemId: z.string().nullable(),
  detail: z.string(),
  /** The role in force when the line was written (null before roles were kept). */
  role: staffRole.nullable(),
  /** The person signed in then, by the name they had then; null: nobody was. */
  staffName: z.string().nullable(),
  /** Who did it, as every list says it: the person, "any cashier", or the role before staff. */
  who: z.string(),
  /** Why, for a change that needs one (a set, an early reset, a late undo). */
  reason: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntry>;

/** The manager lock as any screen may see it: never the PIN or its hash. */
export const lockView = z.object({
  pinSet: z.boolean(),
  /** The manager's screens are open: no PIN is set, or it was given lately. */
  unlocked: z.boolean(),
  /** After too many wrong PINs, none is tried before this time. */
  waitUntil: z.string().nullable(),
  /** Why the lock stays closed whatever PIN is given (a damaged PIN file), and how to reset it. */
  problem: z.string().nullable(),
});
export type LockView = z.infer<typeof lockView>;

/** A manager PIN: 4 to 12 digits, typed on a till's number pad. */
export const managerPin = z.string().regex(/^\d{4,12}$/, 'a manager PIN is 4 to 12 digits');
