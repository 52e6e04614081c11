// An undo on its way: the count found just before it is sent decides the set that takes back
// only this station's change, and the set's answer shows whether anything still came between.
import { reasonOf } from './reviewReason';
import { checkInResponse, type CheckInResponse } from '@shared/api';
import type { NeedsReviewInfo } from '@shared/ipc/views';
import { said, type Said } from '@shared/i18n/said';
import { ApiError } from '../api';
import type { Outbox } from '../outbox/outbox';
import { undoOf, type CheckInPayload, type UndoneStamp } from '../outbox/payloads';
import { undoSyncedDetail } from '../journal/details';
import type { OutboxRow } from '../outbox/rows';

type ReadCount = (customerId: string, fresh: boolean) => Promise<number | null>;

/** The undo cannot take back its change without erasing another: a person decides, nothing sent. */
export class UndoConflict extends Error {
  constructor(readonly review: NeedsReviewInfo) {
    super(review.reason);
  }
}

/** What the undone item did, with the counts the service answered for it. */
type Stamp = UndoneStamp & { previousCount: number; producedCount: number };

/** The undone item's counts: recorded in the undo, or read from that item once it was answered. */
function stampOf(undone: UndoneStamp, outbox: Outbox): Stamp {
  if (undone.previousCount !== null && undone.producedCount !== null) return undone as Stamp;
  const target = outbox.get(undone.itemId);
  const answer = checkInResponse.safeParse(target?.result);
  if (target?.state !== 'synced' || !answer.success) {
    const state = target?.state ?? 'gone';
    throw new ApiError(
      'invalid',
      said('main.sync.nothingToUndo', { itemId: undone.itemId, state }),
    );
  }
  return {
    ...undone,
    action: (target.payload as CheckInPayload).action,
    previousCount: answer.data.previousCount,
    producedCount: answer.data.updatedCount,
  };
}

/**
 * The count to set, given the count found: the one before the stamp when nothing came between;
 * otherwise, for a +1, one less than found, so the other change stays. A set or a reset cannot be
 * taken back relative to a count that moved since, nor a +1 below zero: a person decides.
 */
export function undoTarget(stamp: Stamp, found: number | null): number {
  if (found === null || found === stamp.producedCount) return stamp.previousCount;
  const relative = found - (stamp.producedCount - stamp.previousCount);
  if (stamp.action.kind === 'increment' && relative >= 0) return relative;
  throw new UndoConflict({
    ...reasonOf(
      said('main.review.undoCountMoved', {
        found,
        left: stamp.producedCount,
        action: stamp.action.kind,
      }),
    ),
    evidence: {
      undoes: stamp.itemId,
      foundCount: found,
      stampedCount: stamp.producedCount,
      countBeforeStamp: stamp.previousCount,
    },
    correction: null,
  });
}

/**
 * Before an undo is first sent: the member's count is read now (the window for another change
 * narrows to one request), the set it makes and the count it expects are stored, then it goes.
 * A resend keeps what was stored, so an earlier attempt that landed is never taken back twice.
 */
export async function prepareUndo(
  row: OutboxRow,
  o: { outbox: Outbox; lookupBaseline?: ReadCount },
): Promise<OutboxRow> {
  const undone = undoOf(row);
  const p = row.payload as CheckInPayload;
  // A person's correction is sent as they set it; one prepared and perhaps landed is sent again
  // as it was, under the same key.
  if (!undone || p.correctionOf || (row.maybeApplied && undone.foundCount !== undefined)) {
    return row;
  }
  const stamp = stampOf(undone, o.outbox);
  const found = o.lookupBaseline ? await o.lookupBaseline(p.customerId, true) : null;
  const payload: CheckInPayload = {
    ...p,
    action: { kind: 'set', count: undoTarget(stamp, found) },
    undoes: {
      ...undone,
      previousCount: stamp.previousCount,
      producedCount: stamp.producedCount,
      foundCount: found,
    },
  };
  const expected = found ?? stamp.producedCount;
  o.outbox.prepareUndo(row.id, expected, payload);
  return { ...row, payload, expected_previous: expected };
}

/**
 * The set's answer: its `previousCount` is the count it replaced. Anything but the count expected
 * (or, on a resend, the count an earlier attempt already set) means a change came between, which
 * the set erased: the item goes to review with both counts and, for a +1, the count that keeps it.
 */
export function reviewUndo(row: OutboxRow, answer: CheckInResponse): NeedsReviewInfo | null {
  const undone = undoOf(row);
  const { action: set, correctionOf } = row.payload as CheckInPayload;
  const expected = row.expected_previous;
  if (!undone || correctionOf || expected === null || answer.previousCount === expected) {
    return null;
  }
  const target = set.kind === 'set' ? set.count : null;
  if (row.maybeApplied && answer.previousCount === target) return null;
  const { previousCount, producedCount } = undone;
  const keeps =
    undone.action.kind === 'increment' && previousCount !== null && producedCount !== null
      ? answer.previousCount - (producedCount - previousCount)
      : -1;
  return {
    ...reasonOf(
      keeps >= 0
        ? said('main.review.undoRaceKeeps', {
            found: answer.previousCount,
            expected,
            set: answer.updatedCount,
            keeps,
          })
        : said('main.review.undoRace', {
            found: answer.previousCount,
            expected,
            set: answer.updatedCount,
          }),
    ),
    evidence: {
      undoes: undone.itemId,
      expectedPreviousCount: expected,
      previousCount: answer.previousCount,
      updatedCount: answer.updatedCount,
      attempts: row.attempts,
    },
    correction: keeps >= 0 ? { updatedCount: keeps } : null,
  };
}

/** The journal's line for a synced undo: what it took back, and what it kept of others' changes. */
export function undoDone(row: OutboxRow, answer: CheckInResponse): Said {
  return undoSyncedDetail(undoOf(row)!, row.customer_id ?? '', answer);
}
