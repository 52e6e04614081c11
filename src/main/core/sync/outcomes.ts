// Records what the service answered for each item, inside the engine's shared commit.
import { inEnglish } from '@shared/i18n/everyLanguage';
import type { SyncStatus } from '@shared/ipc/views';
import { reasonOf } from './reviewReason';
import { said } from '@shared/i18n/said';
import { failure } from '@shared/i18n/failure';
import type { AddUserResponse, CheckInResponse } from '@shared/api';
import type { AppErrorShape } from '@shared/ipc/errors';
import { ApiError } from '../api';
import { isArchivedPassRefusal } from '../api/assumed';
import type { AnswerMeta } from '../api/serviceTime';
import type { Journal } from '../journal/journal';
import { enrolmentFailed, enrolmentIssued } from '../members/enrolments';
import type { Members } from '../members/members';
import type { Outbox } from '../outbox/outbox';
import { undoOf, type CheckInPayload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import type { Db } from '../db/database';
import { retryDelay, type BackoffPolicy } from './backoff';
import { reviewCheckIn } from './checkInReview';
import type { StoreOrder } from './storeOrder';
import { UndoConflict, undoDone } from './undoSend';

const ARCHIVED_AT_SERVICE = said('main.sync.archivedAtService');

export interface OutcomeOptions {
  db: Db;
  outbox: Outbox;
  members: Members;
  journal: Journal;
  now: () => Date;
  backoff: BackoffPolicy;
  maxServerAttempts: number;
  onSynced: (row: OutboxRow, answer: unknown) => void;
  /** An item's outcome was recorded and it was not applied (call inside that transaction). */
  onUnapplied?: (row: OutboxRow) => void;
  /** What the store's other tills know, to judge a resent +1 and one sent ahead of them. */
  storeOrder?: Pick<StoreOrder, 'explains' | 'outOfSight'>;
}

/** What an outcome asks of the engine: pause the queue, or hold it for a 429's Retry-After. */
export type Consequence = { pause: AppErrorShape } | { holdUntil: number } | null;

export type Outcome = ({ ok: true; answer: unknown } | { ok: false; error: unknown }) & {
  /** The service's time of the answer, when one arrived with a `Date`. */
  meta: AnswerMeta;
};

export class OutcomeRecorder {
  lastError: SyncStatus['lastError'] = null;
  /** Items an outcome changed besides its own (an enrolment's check-ins), to report once committed. */
  readonly followers: string[] = [];

  /** Each outcome in its own savepoint of the engine's commit. */
  private readonly savepoint: (row: OutboxRow, outcome: Outcome) => Consequence;

  constructor(private readonly o: OutcomeOptions) {
    this.savepoint = o.db.transaction((row: OutboxRow, outcome: Outcome) => {
      const { serviceTime } = outcome.meta;
      // A success keeps the service's time in the statement that marks it synced.
      if (serviceTime !== null && !outcome.ok) o.outbox.setServiceTime(row.id, serviceTime);
      if (outcome.ok) return this.succeeded(row, outcome.answer, serviceTime);
      const consequence = this.failed(row, outcome.error, serviceTime);
      o.onUnapplied?.(row);
      return consequence;
    });
  }

  /**
   * One outcome, in its own savepoint; if recording it fails (a bug, a full disk) the item goes
   * back to pending as possibly applied, so it is checked again rather than stuck in "sending".
   */
  settle(row: OutboxRow, outcome: Outcome): Consequence {
    try {
      return this.savepoint(row, outcome);
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      const shape = failure('internal', 'main.sync.outcomeNotRecorded', { problem }).toShape();
      this.note(shape);
      const retryAt = this.o.now().getTime() + this.o.backoff.maxMs;
      this.o.outbox.markRetry(row.id, shape, retryAt, true);
      return null;
    }
  }

  private succeeded(row: OutboxRow, answer: unknown, serviceTime: string | null): Consequence {
    const at = this.o.now().toISOString();
    if (row.kind !== 'checkIn') {
      if (row.kind === 'enrol') {
        this.followers.push(...enrolmentIssued(this.o, row, answer as AddUserResponse, at));
      }
      if (row.kind === 'archivePass') {
        const holder = this.o.members.holderOf((row.payload as { cardId: string }).cardId);
        if (holder) this.o.members.markArchived(holder, at);
      }
      this.o.outbox.markSynced(row.id, answer, at, serviceTime);
      this.o.journal.record('sync', 'synced', row.id, '', serviceTime, at);
      this.o.onSynced(row, answer);
      return null;
    }
    // Parsed once, at the HTTP boundary: the client checked this answer against checkInResponse.
    const result = answer as CheckInResponse;
    const { customerId } = row.payload as CheckInPayload;
    this.o.members.confirmCount(customerId, result.updatedCount, at);
    const review = reviewCheckIn(row, result, this.o.storeOrder);
    if (review) this.o.outbox.markNeedsReview(row.id, result, review, at, serviceTime);
    else {
      this.o.outbox.markSynced(row.id, result, at, serviceTime);
      this.o.journal.record(
        'sync',
        'synced',
        row.id,
        undoOf(row)
          ? undoDone(row, result)
          : `count ${result.previousCount} -> ${result.updatedCount}`,
        serviceTime,
        at,
      );
    }
    this.o.onSynced(row, result);
    return null;
  }

  private failed(row: OutboxRow, error: unknown, serviceTime: string | null): Consequence {
    const now = this.o.now();
    if (error instanceof UndoConflict) {
      this.o.outbox.markNeedsReview(row.id, null, error.review, now.toISOString(), serviceTime);
      return null;
    }
    if (!(error instanceof ApiError)) {
      const problem = error instanceof Error ? error.message : String(error);
      const shape = failure('internal', 'main.sync.notSent', { problem }).toShape();
      this.note(shape);
      this.markFailed(row, shape, null);
      return null;
    }
    const shape = error.toShape();
    if (row.kind === 'checkIn' && isArchivedPassRefusal(error)) {
      const { customerId } = row.payload as CheckInPayload;
      this.o.members.markArchived(customerId, now.toISOString());
      // Expected, not a fault: the item keeps the service's word but holds no lane, and the
      // status bar's last error stays for what a person must fix.
      if (!row.maybeApplied) {
        this.o.outbox.markRefused(
          row.id,
          {
            ...shape,
            message: inEnglish(ARCHIVED_AT_SERVICE),
            said: ARCHIVED_AT_SERVICE,
            details: { ...shape.details, archived: true },
          },
          serviceTime,
        );
        return null;
      }
    }
    this.note(shape);
    if (error.kind === 'auth') {
      this.o.outbox.markRetry(row.id, shape, now.getTime(), error.maybeApplied);
      this.o.journal.record('sync', 'paused', row.id, error.message, serviceTime);
      return { pause: shape };
    }
    if (error.transient && !(error.kind === 'server' && row.attempts >= this.o.maxServerAttempts)) {
      const delay = Math.round(retryDelay(this.o.backoff, row.attempts, error.retryAfterMs));
      this.o.outbox.markRetry(row.id, shape, now.getTime() + delay, error.maybeApplied);
      return error.kind === 'rateLimited' ? { holdUntil: now.getTime() + delay } : null;
    }
    if (row.maybeApplied || (error.transient && error.maybeApplied)) {
      // Refused now, but an earlier attempt may have landed: a person must look, not a silent "failed".
      this.o.outbox.markNeedsReview(
        row.id,
        null,
        {
          ...reasonOf(said('main.review.refusedMaybeApplied', { problem: error.message })),
          evidence: {
            error: shape,
            attempts: row.attempts,
            expectedPreviousCount: row.expected_previous,
          },
          correction: null,
        },
        now.toISOString(),
        serviceTime,
      );
      return null;
    }
    this.markFailed(row, shape, serviceTime);
    return null;
  }

  /** Failed for good; what waited behind an enrolment fails with it. */
  private markFailed(row: OutboxRow, shape: AppErrorShape, serviceTime: string | null): void {
    this.o.outbox.markFailed(row.id, shape, serviceTime);
    if (row.kind === 'enrol') this.followers.push(...enrolmentFailed(this.o.outbox, row, shape));
  }

  /** The status line's latest problem: English for the log, `said` for the page. */
  note(problem: Pick<AppErrorShape, 'message' | 'said'>): void {
    const at = this.o.now().toISOString();
    this.lastError = {
      message: problem.message,
      at,
      ...(problem.said ? { said: problem.said } : {}),
    };
  }
}
