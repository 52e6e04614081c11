// The shape of what the visits part keeps in the shared document: one visit per counter action,
// the count each station last saw, and managers' decisions. Every value read back is a peer's
// word, parsed here; a value that fails is skipped by the reader, never trusted.
import { createHash } from 'node:crypto';
import { z } from 'zod';

const id = z.string().min(1).max(200);
const name = z.string().max(100);
const instant = z
  .string()
  .max(40)
  // eslint-disable-next-line i18n/person-facing-text -- a peer's record's fault, never shown on a screen
  .refine((text) => !Number.isNaN(Date.parse(text)), 'an ISO time');
const count = z.number().int().min(0).max(1_000_000).nullable();

export const VISIT_KINDS = ['stamp', 'redeem', 'set', 'undo'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** How the cashier named the member: scanned, typed into the scan box, or picked from a list. */
export const VISIT_HOWS = ['scan', 'typed', 'picked'] as const;
export type VisitHow = (typeof VISIT_HOWS)[number];

/**
 * What a change does to the count: add (a stamp; an undo of one adds -1) or set (a redemption, a
 * set, an undo of either: `to` is the count it leaves, null when not known until it is sent).
 */
export const visitChange = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), by: z.number().int().min(-1).max(1) }),
  z.object({ op: z.literal('set'), to: count }),
]);
export type VisitChange = z.infer<typeof visitChange>;

/**
 * What became of the change at the service, written by the station that made it once its outbox
 * item is answered: applied (with the service's counts), held (failed or in review, not counted
 * until a person decides), or dropped (refused or discarded, never counted).
 */
export const visitOutcome = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('applied'),
    previousCount: z.number().int().min(0).max(1_000_000),
    updatedCount: z.number().int().min(0).max(1_000_000),
    /** The station's clock when the answer came, to order two steps that close a loop. */
    at: instant,
  }),
  z.object({ state: z.enum(['held', 'dropped']), at: instant }),
]);
export type VisitOutcome = z.infer<typeof visitOutcome>;

/** At most this many unconfirmed changes are named as seen by one visit. */
export const MAX_AFTER = 64;

/** One counter action at one station, keyed in the 'visits' map by its outbox item id. */
export const visitEntry = z.object({
  customerId: id,
  dynamicPassId: id.nullable(),
  stationId: id,
  stationName: name,
  staffName: name.nullable(),
  kind: z.enum(VISIT_KINDS),
  at: instant,
  /** The station's own order of its actions, for two in one millisecond. */
  seq: z.number().min(0).max(Number.MAX_SAFE_INTEGER),
  countBefore: count,
  countAfter: count,
  /** The latest redemption of this member the station knew of when it acted. */
  priorRedemption: id.nullable(),
  /** A manager's reason for redeeming a card another till already redeemed. */
  override: z.string().max(200).nullable(),
  /** The item an undo took back. */
  undoes: id.optional(),
  // Absent in visits written before the store's count was one rule: such a visit is taken as
  // already counted by the service.
  change: visitChange.optional(),
  /** Causal position among the member's visits: above every visit its station had seen. */
  clock: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** The service's count the store knew when it was made (its confirmed steps', or a reading). */
  base: count.optional(),
  /** Other stations' changes of this member, not yet confirmed, that this one was made after. */
  after: z.array(id).max(MAX_AFTER).optional(),
  outcome: visitOutcome.optional(),
  // Absent in visits written before tills shared it, and in a manager's decision or an undo.
  how: z.enum(VISIT_HOWS).optional(),
});
export type VisitEntry = z.infer<typeof visitEntry>;

/** The count a station last saw of a member (see seenKey). */
export const seenEntry = z.object({ count: z.number().int().min(0).max(1_000_000), at: instant });
export type SeenEntry = z.infer<typeof seenEntry>;

/**
 * Keyed by a digest of the member's id, not the id: a deleted key stays in the document's
 * history, and an erased member must leave no id behind.
 */
export const seenKey = (stationId: string, customerId: string): string =>
  `${stationId}|${createHash('sha256').update(customerId).digest('hex').slice(0, 32)}`;

/** A manager's decision on a conflict, keyed `${conflictId}|${stationId}` (one writer each). */
export const resolutionEntry = z.object({
  conflictId: z.string().min(1).max(500),
  outcome: z.enum(['keepBoth', 'correctCount']),
  count: count,
  reason: z.string().min(1).max(200),
  by: name.nullable(),
  stationId: id,
  at: instant,
});
export type ResolutionEntry = z.infer<typeof resolutionEntry>;

/** A paired station as the link part mirrors it into the 'stations' map. */
export const stationEntry = z.object({
  name: name,
  fingerprint: z.string().max(200),
  pairedAt: z.string().max(40),
  forgotten: z.boolean().optional(),
});

/** A visit is kept this long by the station that wrote it. */
export const VISIT_DAYS = 30;
