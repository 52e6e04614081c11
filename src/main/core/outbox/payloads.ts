// What each kind of outbox item carries, validated again whenever a row is read from disk.
import { z } from 'zod';
import {
  createLoyaltyTemplateRequest,
  createTemplateRequest,
  notificationData,
  type CheckInRequest,
} from '@shared/api';
import { checkInAction, type OutboxKind } from '@shared/ipc/views';

/**
 * What an undo takes back: the item, what it did, and the counts the service answered for it
 * (null while that answer is not known, as for an item whose answer was lost; read when the undo
 * is sent). The undo's own `set` count is worked out again then, from the count found.
 */
export const undoneStamp = z.object({
  itemId: z.string().min(1),
  action: checkInAction,
  previousCount: z.number().nullable(),
  producedCount: z.number().nullable(),
  /** The member's count read just before the undo was sent (null: none read); absent until then. */
  foundCount: z.number().nullable().optional(),
});
export type UndoneStamp = z.infer<typeof undoneStamp>;

export const checkInPayload = z.object({
  customerId: z.string().min(1),
  action: checkInAction,
  notification: notificationData.nullable(),
  /** Set when a person applied a needs-review item's correction: what the item was before. */
  correctionOf: checkInAction.optional(),
  /** Scanned offline for a code not in the member list: the service will say whether it is one. */
  unverified: z.boolean().optional(),
  /** Set on an undo: the check-in it takes back (see undoneStamp). */
  undoes: undoneStamp.optional(),
  /**
   * Sent ahead of another till's earlier change the service had not confirmed (that till out of
   * sight): the count the store expected it to find; an answer that found another goes to review.
   */
  ahead: z.object({ expected: z.number().int().nullable() }).optional(),
});
export type CheckInPayload = z.infer<typeof checkInPayload>;

/** An undo check-in: a set that takes back `undoes` and keeps every other change. */
export const undoOf = (item: { kind: OutboxKind; payload: unknown }): UndoneStamp | null =>
  item.kind === 'checkIn' ? ((item.payload as CheckInPayload).undoes ?? null) : null;

export const updateTemplatePayload = z.object({
  dynamicPassId: z.string().min(1),
  name: z.string(),
  /** The whole body as sent; checked against the shared schema when it was queued. */
  body: z.record(z.string(), z.unknown()),
  draftId: z.string().nullable(),
});
export type UpdateTemplatePayload = z.infer<typeof updateTemplatePayload>;

/**
 * A new member, added with Add User. `localId` names them on this station until the service
 * answers: their check-ins are queued under `local:<localId>`, in the lane this item heads.
 */
/** A member's access code, queued sealed with the station's secret (members/accessCodes.ts). */
export const sealedCode = z.object({ field: z.string().min(1), sealed: z.string().min(1) });
export type SealedCode = z.infer<typeof sealedCode>;

export const enrolPayload = z.object({
  localId: z.uuid(),
  dynamicPassId: z.string().min(1),
  /** The program's member group, when known at enrolment; otherwise found when it is sent. */
  groupId: z.string().min(1).nullable(),
  fields: z.record(z.string(), z.string()),
  /** The access code, sealed, until it is sent; `fields` never hold it. */
  sealedCode: sealedCode.optional(),
  /** The count a new member starts at: the program's initial count. */
  initialCount: z.number().int().min(0),
});
export type EnrolPayload = z.infer<typeof enrolPayload>;

/**
 * A member's details as they are to be (Update User), in their lane: behind their enrolment
 * while it is unsent, under their local id until it is issued.
 */
export const updateMemberPayload = z.object({
  customerId: z.string().min(1),
  dynamicPassId: z.string().min(1),
  groupId: z.string().min(1).nullable(),
  fields: z.record(z.string(), z.string()),
  /** The access code, sealed, until it is sent; `fields` never hold it. */
  sealedCode: sealedCode.optional(),
});
export type UpdateMemberPayload = z.infer<typeof updateMemberPayload>;

/**
 * A member erased on request (Delete User). `anonymousId` is what the station calls them from
 * the erasure on, and `customerId` too; the service's id is kept only until the service has
 * answered, sealed with the station's secret (`sealedCustomerId`), never in the clear. An item
 * queued before ids were sealed has the service's id in `customerId` and nothing sealed.
 */
export const eraseMemberPayload = z.object({
  customerId: z.string().min(1),
  sealedCustomerId: z.string().min(1).optional(),
  dynamicPassId: z.string().min(1),
  groupId: z.string().min(1).nullable(),
  anonymousId: z.string().min(1),
});
export type EraseMemberPayload = z.infer<typeof eraseMemberPayload>;

/** The id a member enrolled on this station goes by until their pass is issued. */
export const localMemberId = (localId: string): string => `local:${localId}`;
export const isLocalMember = (customerId: string): boolean => customerId.startsWith('local:');

export const PAYLOADS = {
  checkIn: checkInPayload,
  createTemplate: z.object({
    body: createTemplateRequest,
    draftId: z.string().nullable().default(null),
  }),
  updateTemplate: updateTemplatePayload,
  createLoyaltyTemplate: z.object({
    body: createLoyaltyTemplateRequest,
    draftId: z.string().nullable().default(null),
  }),
  archivePass: z.object({ cardId: z.string().min(1) }),
  enrol: enrolPayload,
  updateMember: updateMemberPayload,
  eraseMember: eraseMemberPayload,
} as const satisfies Record<OutboxKind, z.ZodType>;

export type Payload<K extends OutboxKind> = z.output<(typeof PAYLOADS)[K]>;

/** The check-in body of spec 4.6: never both `updatedCount` and `resetVisits`. */
export function checkInBody(payload: CheckInPayload): CheckInRequest | undefined {
  const body: CheckInRequest = {};
  if (payload.action.kind === 'set') body.updatedCount = payload.action.count;
  if (payload.action.kind === 'reset') body.resetVisits = true;
  if (payload.notification && (payload.notification.heading || payload.notification.body)) {
    body.notificationData = payload.notification;
  }
  return Object.keys(body).length ? body : undefined;
}

/** A member's check-ins share one lane: each waits for the one before. */
export const memberLane = (customerId: string): string => `member:${customerId}`;

export function laneOf(kind: OutboxKind, payload: unknown, id: string): string {
  if (kind === 'checkIn') return memberLane((payload as CheckInPayload).customerId);
  if (kind === 'updateTemplate')
    return `template:${(payload as UpdateTemplatePayload).dynamicPassId}`;
  if (kind === 'archivePass') return `card:${(payload as { cardId: string }).cardId}`;
  if (kind === 'enrol') return memberLane(localMemberId((payload as EnrolPayload).localId));
  if (kind === 'updateMember' || kind === 'eraseMember') {
    return memberLane((payload as UpdateMemberPayload | EraseMemberPayload).customerId);
  }
  return `item:${id}`;
}
