// A member enrolled on this station: known by a local id until the service issues their pass,
// then by the service's id, with the check-ins made meanwhile moved over in the same commit.
import { addUserResponse, type AddUserResponse } from '@shared/api';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said, type Said } from '@shared/i18n/said';
import type { AppErrorShape } from '@shared/ipc/errors';
import { memberName } from '@shared/members/memberName';
import type { Outbox } from '../outbox/outbox';
import { isLocalMember, type EnrolPayload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import type { Members } from './members';

/** The service's ids for a member enrolled here, once it answered; null before (or not local). */
export function issuedAs(outbox: Outbox, customerId: string): AddUserResponse | null {
  if (!isLocalMember(customerId)) return null;
  const row = outbox.enrolmentOf(customerId);
  if (row?.state !== 'synced') return null;
  const answer = addUserResponse.safeParse(row.result);
  return answer.success ? answer.data : null;
}

/** The id to act on: the service's, for a local member whose pass was issued. */
export function currentMemberId(outbox: Outbox, customerId: string): string {
  return issuedAs(outbox, customerId)?.customerId ?? customerId;
}

/**
 * Add User answered (inside the commit that marks the enrolment synced): the member and the
 * check-ins waiting behind the enrolment now go by the service's id, and those check-ins are
 * the next in that member's lane. Answers the check-ins moved.
 */
export function enrolmentIssued(
  o: { outbox: Outbox; members: Members },
  row: OutboxRow,
  answer: AddUserResponse,
  at: string,
): string[] {
  const local = row.customer_id!;
  o.members.issued(local, answer.customerId, answer.cardId, at);
  return o.outbox.lanes.moveMember(local, answer.customerId);
}

/**
 * Said before an enrolment the service may have applied (an attempt's answer was lost) is
 * discarded: the member may exist there, a credit may be spent, and their check-ins go with it.
 */
export function enrolmentDiscardWarning(outbox: Outbox, row: OutboxRow): Said | null {
  // A refusal after an attempt that may have landed is kept for review with no answer.
  const mayHaveLanded = row.maybeApplied || (row.state === 'needsReview' && row.result === null);
  if (row.kind !== 'enrol' || !mayHaveLanded || row.state === 'synced') return null;
  if (row.state === 'discarded') return null;
  const name = memberName((row.payload as EnrolPayload).fields);
  const checkIns = outbox.activeForMember(row.customer_id!).filter((r) => r.kind === 'checkIn');
  return said(name ? 'store.enrolment.mayHaveLandedNamed' : 'store.enrolment.mayHaveLanded', {
    name,
    checkIns: checkIns.length,
    // Asked at the queue; an erasure says what to do there first (`then: 'erase'`).
    then: 'queue',
  });
}

/** The enrolment failed for good: its check-ins cannot be sent without it, and fail with it. */
export function enrolmentFailed(outbox: Outbox, row: OutboxRow, error: AppErrorShape): string[] {
  const name = memberName((row.payload as EnrolPayload).fields);
  // Kept with each follower in English, as the lane writes its reason; said from the catalogue.
  const because = said(name ? 'store.enrolment.failedNamed' : 'store.enrolment.failed', {
    name,
    problem: error.message,
  });
  return outbox.lanes.failBehind(row, inEnglish(because));
}
