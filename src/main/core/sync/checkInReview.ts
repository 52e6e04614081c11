// Decides whether a resent check-in's answer shows it was applied more than once.
import { reasonOf } from './reviewReason';
import { said } from '@shared/i18n/said';
import type { CheckInResponse } from '@shared/api';
import type { NeedsReviewInfo } from '@shared/ipc/views';
import { undoOf, type CheckInPayload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import type { StoreOrder } from './storeOrder';
import { reviewUndo } from './undoSend';

/**
 * A change sent ahead of another till's earlier one (that till out of sight) must find the count
 * the store expected: any other means the service took them in another order than they were made.
 */
function reviewAhead(row: OutboxRow, answer: CheckInResponse): NeedsReviewInfo | null {
  const { ahead } = row.payload as CheckInPayload;
  if (!ahead || ahead.expected === null || answer.previousCount === ahead.expected) return null;
  return {
    ...reasonOf(
      said('main.review.storeOrder', { found: answer.previousCount, expected: ahead.expected }),
    ),
    evidence: {
      expectedPreviousCount: ahead.expected,
      previousCount: answer.previousCount,
      updatedCount: answer.updatedCount,
      attempts: row.attempts,
    },
    correction: null,
  };
}

/**
 * Only a +1 can double: a repeated set or reset lands on the same count. The answer of a resend
 * either replays the first one (the service honoured the Idempotency-Key) and shows the expected
 * `previousCount`, or shows the count already raised by an attempt whose answer was lost. Other
 * tills' changes that reached the service meanwhile (`store`) explain a count found higher.
 */
export function reviewCheckIn(
  row: OutboxRow,
  answer: CheckInResponse,
  store?: Pick<StoreOrder, 'explains'> & Partial<Pick<StoreOrder, 'outOfSight'>>,
): NeedsReviewInfo | null {
  if (undoOf(row)) return reviewUndo(row, answer);
  const ahead = reviewAhead(row, answer);
  if (ahead) return ahead;
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
      ...reasonOf(said('main.review.noCountToCompare')),
      evidence,
      correction: null,
    };
  }
  const extra = answer.previousCount - expected;
  if (extra === 0 || store?.explains(row, answer.previousCount)) return null;
  if (extra >= 1 && extra < row.attempts && store?.outOfSight?.()) {
    // A till out of sight may have stamped first: its stamps would explain the count, and a set
    // to take back "the extra" would take back that till's stamp. Judged again when it is back.
    return {
      ...reasonOf(
        said('main.review.tillOutOfSight', { found: answer.previousCount, expected: expected }),
      ),
      evidence,
      correction: null,
    };
  }
  if (extra >= 1 && extra < row.attempts) {
    return {
      ...reasonOf(said('main.review.appliedTwice', { times: extra + 1, count: expected + 1 })),
      evidence,
      correction: { updatedCount: expected + 1 },
    };
  }
  return {
    ...reasonOf(
      said('main.review.countMoved', { found: answer.previousCount, expected: expected }),
    ),
    evidence,
    correction: null,
  };
}
