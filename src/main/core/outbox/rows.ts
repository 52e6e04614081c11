// Outbox rows as stored, parsed with zod on every read, and turned into the views the UI shows.
import { said, type Said, type SaidValue } from '@shared/i18n/said';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { failure } from '@shared/i18n/failure';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { appErrorShape } from '@shared/ipc/errors';
import {
  needsReviewInfo,
  OUTBOX_KINDS,
  OUTBOX_STATES,
  type CheckInAction,
  type OutboxItemView,
  type OutboxKind,
} from '@shared/ipc/views';
import { memberName } from '@shared/members/memberName';
import {
  PAYLOADS,
  laneOf,
  localMemberId,
  type CheckInPayload,
  type EnrolPayload,
  type EraseMemberPayload,
  type UpdateMemberPayload,
} from './payloads';

const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .nullable()
    .transform((text, ctx) => {
      if (text === null) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data as z.output<T>;
        ctx.addIssue({ code: 'custom', message: parsed.error.message });
      } catch {
        // eslint-disable-next-line i18n/person-facing-text -- the {problem} of main.outbox.rowUnreadable
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
      }
      return z.NEVER;
    });

export const outboxRow = z.object({
  id: z.string(),
  seq: z.number().int(),
  kind: z.enum(OUTBOX_KINDS),
  state: z.enum(OUTBOX_STATES),
  lane: z.string(),
  customer_id: z.string().nullable(),
  payload: z.string(),
  idempotency_key: z.string(),
  created_at: z.string(),
  attempts: z.number().int(),
  maybe_applied: z.number().int(),
  expected_previous: z.number().int().nullable(),
  next_attempt_at: z.number().int().nullable(),
  last_error: json(appErrorShape),
  result: json(z.unknown()),
  synced_at: z.string().nullable(),
  service_time: z.string().nullable(),
  review: json(needsReviewInfo),
});

export type OutboxRow = Omit<z.output<typeof outboxRow>, 'payload'> & {
  payload: unknown;
  maybeApplied: boolean;
};

/** The member an item is about: a check-in's, or the local id of a member being enrolled. */
function customerOf(kind: OutboxKind, payload: unknown): string | null {
  if (kind === 'checkIn') return (payload as CheckInPayload).customerId;
  if (kind === 'enrol') return localMemberId((payload as EnrolPayload).localId);
  if (kind === 'updateMember' || kind === 'eraseMember') {
    return (payload as UpdateMemberPayload | EraseMemberPayload).customerId;
  }
  return null;
}

/** A new item, as it is first stored: pending, never tried, with its own idempotency key. */
export function newRow(kind: OutboxKind, payload: unknown, seq: number, now: Date): OutboxRow {
  const id = randomUUID();
  return {
    id,
    seq,
    kind,
    state: 'pending',
    lane: laneOf(kind, payload, id),
    customer_id: customerOf(kind, payload),
    payload,
    idempotency_key: randomUUID(),
    created_at: now.toISOString(),
    attempts: 0,
    maybe_applied: 0,
    maybeApplied: false,
    expected_previous: null,
    next_attempt_at: null,
    last_error: null,
    result: null,
    synced_at: null,
    service_time: null,
    review: null,
  };
}

export const noSuchItem = (id: string) => failure('notFound', 'main.outbox.noSuchItem', { id });

/** Reads a raw row; a row that no longer parses is a damaged store, reported plainly. */
export function parseRow(raw: unknown): OutboxRow {
  const row = outboxRow.safeParse(raw);
  if (!row.success) {
    throw failure('internal', 'main.outbox.rowUnreadable', { problem: row.error.message });
  }
  const payload = (PAYLOADS[row.data.kind] as z.ZodType).safeParse(JSON.parse(row.data.payload));
  if (!payload.success) {
    const { id, kind } = row.data;
    const problem = payload.error.message;
    throw failure('internal', 'main.outbox.payloadUnreadable', { id, kind, problem });
  }
  return { ...row.data, payload: payload.data, maybeApplied: row.data.maybe_applied === 1 };
}

/** A check-in's action as the values of the item messages' `{action, select, …}`. */
function actionValues(action: CheckInAction, member: string): Record<string, SaidValue> {
  return action.kind === 'set'
    ? { action: action.kind, member, count: action.count }
    : { action: action.kind, member, count: '' };
}

/** What an item does, as the queue lists it: English in `summary`, the reader's in `summarySaid`. */
function summaryOf(kind: OutboxKind, payload: unknown): Said {
  switch (kind) {
    case 'checkIn': {
      const p = payload as CheckInPayload;
      if (p.undoes) return said('main.item.undo', actionValues(p.undoes.action, p.customerId));
      const values = actionValues(p.action, p.customerId);
      return said(p.correctionOf ? 'main.item.correction' : 'main.item.checkIn', values);
    }
    case 'createTemplate':
      return said('main.item.createTemplate', {
        name: (payload as { body: { name: string } }).body.name,
      });
    case 'updateTemplate':
      return said('main.item.updateTemplate', { name: (payload as { name: string }).name });
    case 'createLoyaltyTemplate':
      return said('main.item.createLoyalty', {
        name: (payload as { body: { name: string } }).body.name,
      });
    case 'archivePass':
      return said('main.item.archivePass', { cardId: (payload as { cardId: string }).cardId });
    case 'enrol': {
      const name = memberName((payload as EnrolPayload).fields);
      return name ? said('main.item.enrolNamed', { name }) : said('main.item.enrol');
    }
    case 'updateMember': {
      const name = memberName((payload as UpdateMemberPayload).fields);
      return said('main.item.details', {
        name: name || (payload as UpdateMemberPayload).customerId,
      });
    }
    case 'eraseMember':
      return said('main.item.erase', { id: (payload as EraseMemberPayload).anonymousId });
  }
}

const summaryView = (words: Said) => ({ summary: inEnglish(words), summarySaid: words });

export function toView(row: OutboxRow, heldBy: string | null = null): OutboxItemView {
  const checkIn =
    row.kind === 'checkIn'
      ? {
          action: (row.payload as CheckInPayload).action,
          notification: (row.payload as CheckInPayload).notification,
        }
      : null;
  return {
    id: row.id,
    seq: row.seq,
    kind: row.kind,
    state: row.state,
    ...summaryView(summaryOf(row.kind, row.payload)),
    // An erasure keeps the service's id only to send it: every screen names it anonymously.
    customerId:
      row.kind === 'eraseMember'
        ? (row.payload as EraseMemberPayload).anonymousId
        : row.customer_id,
    checkIn,
    createdAt: row.created_at,
    attempts: row.attempts,
    nextAttemptAt:
      row.next_attempt_at === null ? null : new Date(row.next_attempt_at).toISOString(),
    lastError: row.last_error,
    result: row.result,
    syncedAt: row.synced_at,
    serviceTime: row.service_time,
    review: row.review,
    heldBy,
    ...(checkIn && (row.payload as CheckInPayload).unverified ? { unverified: true } : {}),
  };
}
