// Enrolments shared with the store: a member enrolled at one till, even offline under a local id,
// is found and checked in at every other; their check-ins there wait for the service's id.
import { memberName } from '@shared/members/memberName';
import { addUserResponse } from '@shared/api';
import { failure } from '@shared/i18n/failure';
import { isLocalMember, localMemberId, type EnrolPayload } from '../../outbox/payloads';
import type { OutboxRow } from '../../outbox/rows';
import type { StoreWorkspace } from '../storeWorkspace';
import { sharedMap } from '../sharedDoc';
import { readEntries, sharedEnrolment, type SharedEnrolment } from './recordShapes';

const localIdOf = (customerId: string): string => customerId.slice('local:'.length);

/** Call inside the enrolment's own transaction, so its outbox row and this entry land together. */
export function shareEnrolment(
  ws: StoreWorkspace,
  stationId: string,
  payload: EnrolPayload,
  at: string,
): void {
  const entry: SharedEnrolment = {
    fields: payload.fields,
    dynamicPassId: payload.dynamicPassId,
    initialCount: payload.initialCount,
    stationId,
    at,
    serviceId: null,
    cardId: null,
  };
  sharedMap(ws.shared.doc, 'enrolments').set(payload.localId, entry);
}

function entryOf(ws: StoreWorkspace, localId: string): SharedEnrolment | null {
  const parsed = sharedEnrolment.safeParse(sharedMap(ws.shared.doc, 'enrolments').get(localId));
  return parsed.success ? parsed.data : null;
}

/**
 * This station's enrolment moved on (issued, or discarded by a person): the store learns the
 * service's id, or that the member will have none. Read again from the outbox each time, so a
 * call after a crash (at opening) puts right what an interrupted one left.
 */
export function publishEnrolment(ws: StoreWorkspace, stationId: string, row: OutboxRow): void {
  if (row.kind !== 'enrol' || !row.customer_id) return;
  const localId = (row.payload as EnrolPayload).localId;
  const entry = entryOf(ws, localId);
  if (!entry || entry.stationId !== stationId) return;
  const issued = row.state === 'synced' ? addUserResponse.safeParse(row.result) : null;
  const next: SharedEnrolment = issued?.success
    ? { ...entry, serviceId: issued.data.customerId, cardId: issued.data.cardId }
    : row.state === 'discarded'
      ? { ...entry, discarded: true }
      : entry;
  if (next.serviceId !== entry.serviceId || next.discarded !== entry.discarded) {
    sharedMap(ws.shared.doc, 'enrolments').set(localId, next);
  }
}

/** Every enrolment of this station's brought up to date with its outbox (at opening). */
export function publishOwnEnrolments(ws: StoreWorkspace, stationId: string): void {
  const { entries } = readEntries(sharedMap(ws.shared.doc, 'enrolments'), sharedEnrolment);
  for (const [localId, entry] of entries) {
    if (entry.stationId !== stationId || entry.serviceId !== null || entry.discarded) continue;
    const row = ws.outbox.enrolmentOf(localMemberId(localId));
    if (row) publishEnrolment(ws, stationId, row);
  }
}

/**
 * Another station's enrolments, taken in: a member waiting for their pass is found here under
 * the local id; once issued, they and this station's check-ins of them go by the service's id;
 * discarded, those check-ins are refused, since the member has no pass to stamp. Answers the
 * items that changed. Call inside a transaction.
 */
export function takeInEnrolments(
  ws: StoreWorkspace,
  stationId: string,
  keys?: Iterable<string>,
): { changed: string[]; skipped: string[] } {
  const { entries, skipped } = readEntries(
    sharedMap(ws.shared.doc, 'enrolments'),
    sharedEnrolment,
    keys,
  );
  const changed: string[] = [];
  for (const [localId, entry] of entries) {
    if (entry.stationId === stationId) continue;
    const local = localMemberId(localId);
    if (ws.members.erased.has(local)) continue;
    if (entry.discarded) {
      changed.push(...refuseWaiting(ws, local, entry));
      ws.members.forget(local);
    } else if (entry.serviceId !== null && entry.cardId !== null) {
      if (ws.members.erased.has(entry.serviceId)) continue;
      if (ws.members.get(local)) {
        ws.members.issued(local, entry.serviceId, entry.cardId, entry.at);
        changed.push(...ws.outbox.lanes.moveMember(local, entry.serviceId));
      } else if (!ws.members.get(entry.serviceId)) {
        ws.members.rememberFromDirectory(
          entry.dynamicPassId,
          entry.serviceId,
          entry.cardId,
          entry.fields,
          undefined,
          entry.at,
        );
      }
    } else if (!ws.members.get(local)) {
      ws.members.rememberLocal(local, entry.dynamicPassId, entry.fields, entry.initialCount);
    }
  }
  return { changed, skipped };
}

function refuseWaiting(ws: StoreWorkspace, local: string, entry: SharedEnrolment): string[] {
  const name = memberName(entry.fields);
  const refusal = failure(
    'invalid',
    name ? 'store.enrolment.discardedNamed' : 'store.enrolment.discarded',
    { name },
  ).toShape();
  const waiting = ws.outbox.activeForMember(local).filter((row) => row.state !== 'sending');
  for (const row of waiting) ws.outbox.markRefused(row.id, refusal);
  return waiting.map((row) => row.id);
}

/** The service's id of a member another station enrolled, once issued; null otherwise. */
export function issuedElsewhere(ws: StoreWorkspace, customerId: string): string | null {
  if (!isLocalMember(customerId) || ws.outbox.enrolmentOf(customerId)) return null;
  return entryOf(ws, localIdOf(customerId))?.serviceId ?? null;
}

/**
 * The id a check-in at this station goes by: the service's once another station's enrolment was
 * issued. Refused when that enrolment was discarded. Null when no peer enrolled this member.
 */
export function enrolledElsewhere(ws: StoreWorkspace, customerId: string): string | null {
  if (!isLocalMember(customerId) || ws.outbox.enrolmentOf(customerId)) return null;
  const entry = entryOf(ws, localIdOf(customerId));
  if (!entry) return null;
  if (entry.discarded) {
    throw failure('invalid', 'store.enrolment.discardedHere');
  }
  return entry.serviceId ?? customerId;
}
