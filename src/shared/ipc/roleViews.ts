// The journal's lines, each saying which role wrote it.
import { z } from 'zod';
import { saidShape } from '../i18n/said';
import { staffRole } from './staffContract';

export const journalEntry = z.object({
  at: z.string(),
  action: z.string(),
  outcome: z.string(),
  itemId: z.string().nullable(),
  /** The detail in English; `detailSaid`, its words to say in the reader's language when kept so. */
  detail: z.string(),
  detailSaid: saidShape.nullable().optional(),
  /** The role in force when the line was written (null before roles were kept). */
  role: staffRole.nullable(),
  /** The person signed in then, by the name they had then; null: nobody was. */
  staffName: z.string().nullable(),
  /** Who did it, as every list says it: the person, "any cashier", or the role before staff. */
  who: z.string(),
  /** With no person named: "any cashier" or the role, to say in the reader's language. */
  whoSaid: saidShape.nullable().optional(),
  /** Why, for a change that needs one (a set, an early reset, a late undo). */
  reason: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntry>;
