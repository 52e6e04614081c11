// Decides whether a resent check-in's answer shows it was applied more than once.
import type { CheckInResponse } from '@shared/api';
import type { NeedsReviewInfo } from '@shared/ipc/views';
import { undoOf, type CheckInPayload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import { reviewUndo } from './undoSend';

/**
 * Only a +1 can double: a repeated set or reset lands on the same count. The answer of a resend
 * either replays the first one (the service honoured the Idempotency-Key) and shows the expected
 * `previousCount`, or shows the count already raised by an attempt whose answer was lost.
 */
export function reviewCheckIn(row: OutboxRow, answer: CheckInResponse): NeedsReviewInfo | null {
  if (undoOf(row)) return reviewUndo(row, answer);
  const { action } = row.payload as CheckInPayload;
  if (!row.maybeApplied || action.kind !== 'increment') return null;
  const expected = row.expected_previous;
  const evidence = {
    expectedPreviousCount: expected,
    previousCount: answer.previousCount,
    updatedCount: answer.updatedCount,
    attempts: row.attempts,
  };
  if (expected === null) {
    return {
      reason:
        'An earlier attempt may have landed although its answer was lost, and this station had no count to compare with. Check the card and set the right count.',
      evidence,
      correction: null,
    };
  }
  const extra = answer.previousCount - expected;
  if (extra === 0) return null;
  if (extra >= 1 && extra < row.attempts) {
    return {
      reason: `The +1 was applied ${extra + 1} times: an earlier attempt landed although its answer was lost, and the service did not recognise the repeat. Setting the count to ${expected + 1} undoes the extra.`,
      evidence,
      correction: { updatedCount: expected + 1 },
    };
  }
  return {
    reason: `The service's count (${answer.previousCount} before this +1) is not the ${expected} this station expected; another station may have checked this member in. Check the card.`,
    evidence,
    correction: null,
  };
}
