// A member enrolled on this station: known by a local id until the service issues their pass,
// then by the service's id, with the check-ins made meanwhile moved over in the same commit.
import { addUserResponse, type AddUserResponse } from '@shared/api';
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

/** The enrolment failed for good: its check-ins cannot be sent without it, and fail with it. */
export function enrolmentFailed(outbox: Outbox, row: OutboxRow, error: AppErrorShape): string[] {
  const name = memberName((row.payload as EnrolPayload).fields) || 'this member';
  return outbox.lanes.failBehind(row, `the enrolment of ${name} failed (${error.message}).`);
}
