// What `queue.list` is asked and answers: part of the outbox, by state and kind, and its members.
import { z } from 'zod';
import { OUTBOX_KINDS, OUTBOX_STATES, outboxItemView } from './views';

export const queueListRequest = z.object({
  states: z.array(z.enum(OUTBOX_STATES)).min(1),
  /** Only these kinds; every kind when left out. */
  kinds: z.array(z.enum(OUTBOX_KINDS)).min(1).optional(),
  /** Of the pending ones, only those held behind a failed or needs-review item. */
  heldOnly: z.boolean().optional(),
  /** The oldest `limit` items, oldest first; otherwise the newest, newest first. */
  oldestFirst: z.boolean().optional(),
  limit: z.number().int().min(1).max(1000).default(200),
});

export const queueListResponse = z.object({
  items: z.array(outboxItemView),
  /** The names this station knows of the items' members, by customerId. */
  memberNames: z.record(z.string(), z.string()).optional(),
});
