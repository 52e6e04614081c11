// What the main process shows the renderer: views of the outbox, members and caches (the
// settings' own are in settingsView.ts, re-exported here).
import { saidShape } from '../i18n/said';
import { z } from 'zod';
import {
  batchStatusResponse,
  checkInResponse,
  creditsResponse,
  loyaltyProgressData,
  notificationData,
  templateResponse,
} from '../api';
import { appErrorShape } from './errors';
import { notificationPreset } from './settingsView';

export * from './settingsView';

/** `discarded` is where a person's discard puts an item: kept and journaled, never deleted. */
export const OUTBOX_STATES = [
  'pending',
  'sending',
  'synced',
  'failed',
  'needsReview',
  'discarded',
] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OUTBOX_KINDS = [
  'checkIn',
  'createTemplate',
  'updateTemplate',
  'createLoyaltyTemplate',
  'archivePass',
  'enrol',
  'updateMember',
  'eraseMember',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * Items whose failure is the manager's to deal with (on the Archive screen), not the cashiers'
 * (the Queue screen and the status bar's count).
 */
export const MANAGER_KINDS = ['archivePass'] as const satisfies readonly OutboxKind[];
export const CASHIER_KINDS = OUTBOX_KINDS.filter(
  (kind) => !(MANAGER_KINDS as readonly OutboxKind[]).includes(kind),
);

export const checkInAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('increment') }),
  z.object({
    kind: z.literal('set'),
    count: z.number().int('main.schema.countWhole').min(0, 'main.schema.countNotNegative'),
  }),
  z.object({ kind: z.literal('reset') }),
]);
export type CheckInAction = z.infer<typeof checkInAction>;

/**
 * What a scan did: stored a +1, asks first (the member was stamped within the cooldown), or
 * stopped at a full card so the cashier can redeem.
 */
export const scanDecision = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('increment') }),
  z.object({
    kind: z.literal('confirmAgain'),
    secondsAgo: z.number().int().min(0),
    /**
     * Why it asks: a scan moments ago, the store's earning rule, or the camera seeing the pass it
     * last read again, with no other member between (a pass left lying in view), or a scan made
     * while another screen was shown, which the cashier may not have seen land on the counter.
     */
    reason: z.enum(['cooldown', 'earningRule', 'cameraRepeat', 'elsewhere']),
  }),
  z.object({ kind: z.literal('full') }),
  /** The pass is archived: nothing is stored and nothing is offered but to enrol them again. */
  z.object({ kind: z.literal('archived') }),
]);
export type ScanDecision = z.infer<typeof scanDecision>;

export const scanRequest = z.object({
  text: z.string().max(4096),
  source: z.enum(['camera', 'wedge', 'manual']),
  notification: notificationPreset.nullable().optional(),
  /** Scanned while another screen was shown, which takes no scans: asks before any stamp. */
  from: z.enum(['counter', 'elsewhere']).optional(),
});

export const needsReviewInfo = z.object({
  /** Why, in English; `said` is the same in the reader's language (absent in older rows). */
  reason: z.string(),
  said: saidShape.optional(),
  /** What the service's answers showed, e.g. expected and actual `previousCount`. */
  evidence: z.record(z.string(), z.unknown()),
  /** The one-step correction offered: set the member's count to this value. */
  correction: z.object({ updatedCount: z.number().int().min(0) }).nullable(),
});
export type NeedsReviewInfo = z.infer<typeof needsReviewInfo>;

export const outboxItemView = z.object({
  id: z.string(),
  /** Per-station sequence number, increasing in the order actions were taken. */
  seq: z.number().int(),
  kind: z.enum(OUTBOX_KINDS),
  state: z.enum(OUTBOX_STATES),
  /** One line a person reads, e.g. "+1 stamp for 65a1…". */
  summary: z.string(),
  /** `summary` as an id and values, said in the reader's language. */
  summarySaid: saidShape.optional(),
  customerId: z.string().nullable(),
  checkIn: z
    .object({ action: checkInAction, notification: notificationData.nullable() })
    .nullable(),
  /** Station clock when the action was taken (ISO 8601). */
  createdAt: z.string(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: appErrorShape.nullable(),
  /** The service's answer body once synced. */
  result: z.unknown().nullable(),
  /** Station clock when the answer that synced it was recorded. */
  syncedAt: z.string().nullable(),
  /** The service's clock at its latest answer for this item (its HTTP `Date`), if it sent one. */
  serviceTime: z.string().nullable(),
  review: needsReviewInfo.nullable(),
  /**
   * For a pending item: the failed or needs-review item of the same member (or template, or
   * pass) it waits behind, since items of one member never overtake each other.
   */
  heldBy: z.string().nullable().optional(),
  /** A check-in of a code not in the member list when it was scanned offline. */
  unverified: z.boolean().optional(),
});
export type OutboxItemView = z.infer<typeof outboxItemView>;

export const memberView = z.object({
  customerId: z.string(),
  /** The count the service last confirmed, or null when never seen. */
  knownCount: z.number().int().nullable(),
  knownAt: z.string().nullable(),
  /** The confirmed count with the pending changes on top; null when it cannot be known yet. */
  displayCount: z.number().int().nullable(),
  /** Changes saved on this station and not yet confirmed by the service. */
  pendingCount: z.number().int(),
  lastCheckIn: outboxItemView.nullable(),
  /** Member's values from the service's member list, when cached (e.g. a name). */
  dynamicFields: z.record(z.string(), z.string()).nullable(),
  /**
   * The id the member had on this station before the service issued their pass (`local:…`),
   * for a member enrolled here: a screen still showing that id knows this view is theirs.
   */
  localId: z.string().nullable().optional(),
  /** When the station learnt that the member's pass is archived: it takes no more check-ins. */
  archivedAt: z.string().nullable().optional(),
  /**
   * The member's last check-in or redemption at another station of the store, when it is newer
   * than this station's own: the card says "stamped at Till 2, 40 s ago".
   */
  storeLast: z
    .object({
      kind: z.enum(['stamp', 'redeem', 'set']),
      stationId: z.string(),
      stationName: z.string(),
      at: z.string(),
    })
    .nullable()
    .optional(),
});
export type MemberView = z.infer<typeof memberView>;

/** One member found by a search: enough to tell people apart and show their card's progress. */
export const memberSummary = z.object({
  customerId: z.string(),
  name: z.string(),
  cardId: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
  displayCount: z.number().int().nullable(),
  pendingCount: z.number().int(),
  /** When this station last checked them in (station clock), or null. */
  lastVisitAt: z.string().nullable(),
  /** The pass's public page (to open on a phone and add to a wallet), once the pass is issued. */
  passPageUrl: z.string().nullable(),
  /** The pass is archived (as `memberView.archivedAt`): found, but it takes no more check-ins. */
  archived: z.boolean().optional(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

/** One change to a member's card, from this station's outbox or the service's activity log. */
export const memberHistoryEntry = z.object({
  id: z.string(),
  /** When it was done: the station's clock for this station's changes, the service's for others. */
  at: z.string(),
  action: checkInAction,
  countAfter: z.number().int().nullable(),
  /** This station's name; null when another station (or the service itself) made the change. */
  station: z.string().nullable(),
  /** `confirmed` once the service has it; otherwise where this station's change stands. */
  status: z.enum(['confirmed', 'pending', 'sending', 'failed', 'needsReview', 'discarded']),
  /** Why this station made the change, when it needed a reason; who made it, when known. */
  reason: z.string().nullable().optional(),
  /** The person by name; with no person, `whoSaid` says "any cashier" or the role. */
  who: z.string().nullable().optional(),
  whoSaid: saidShape.nullable().optional(),
});
export type MemberHistoryEntry = z.infer<typeof memberHistoryEntry>;

export const syncStatus = z.object({
  online: z.boolean(),
  lastContactAt: z.string().nullable(),
  /** Set when the whole queue is paused, e.g. the API key was refused. */
  paused: z
    .object({ reason: z.enum(['auth', 'noKey']), message: z.string(), said: saidShape.optional() })
    .nullable(),
  pending: z.number().int(),
  sending: z.number().int(),
  /** The cashiers' items that failed or need review; the manager's are in `managerAttention`. */
  failed: z.number().int(),
  needsReview: z.number().int(),
  /** Archives (`MANAGER_KINDS`) that failed or need review, shown on the Archive screen. */
  managerAttention: z.number().int(),
  oldestPendingAt: z.string().nullable(),
  lastError: z
    .object({ message: z.string(), at: z.string(), said: saidShape.optional() })
    .nullable(),
});
export type SyncStatus = z.infer<typeof syncStatus>;

export const cachedTemplate = z.object({
  dynamicPassId: z.string(),
  name: z.string(),
  kind: z.enum(['dynamic', 'loyalty']),
  template: templateResponse,
  fetchedAt: z.string(),
});
export type CachedTemplate = z.infer<typeof cachedTemplate>;

export const programView = z.object({
  dynamicPassId: z.string(),
  name: z.string(),
  loyalty: loyaltyProgressData,
  template: templateResponse,
});
export type ProgramView = z.infer<typeof programView>;

export const templateDraftView = z.object({
  id: z.string(),
  /** null for a template not yet on the service. */
  dynamicPassId: z.string().nullable(),
  kind: z.enum(['dynamic', 'loyalty']),
  name: z.string(),
  /** The full template being edited (a create or update body). */
  data: z.record(z.string(), z.unknown()),
  /** Hash of the server version the draft started from, null for a new template. */
  baseHash: z.string().nullable(),
  updatedAt: z.string(),
  /** The outbox item that publishes it, once published. */
  publishItemId: z.string().nullable(),
});
export type TemplateDraftView = z.infer<typeof templateDraftView>;

export const creditsView = z.object({
  credits: creditsResponse,
  readAt: z.string(),
  stale: z.boolean(),
});
export type CreditsView = z.infer<typeof creditsView>;

export const batchView = batchStatusResponse.extend({ dynamicPassId: z.string().nullable() });
export type BatchView = z.infer<typeof batchView>;

export * from './roleViews';

export { checkInResponse };

/** A remote image fetched by main, as a data: URL; stale when the stored copy was shown offline. */
export const imageView = z.object({
  dataUrl: z.string().startsWith('data:image/'),
  fetchedAt: z.string(),
  stale: z.boolean(),
});
export type ImageView = z.infer<typeof imageView>;
