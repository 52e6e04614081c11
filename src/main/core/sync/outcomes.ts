// Records what the service answered for each item, many answers to one durable commit.
import { checkInResponse, type CheckInResponse } from '@shared/api';
import type { AppErrorShape } from '@shared/ipc/errors';
import { ApiError } from '../api';
import type { Journal } from '../journal/journal';
import type { Members } from '../members/members';
import type { Outbox } from '../outbox/outbox';
import type { CheckInPayload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import type { Db } from '../store/database';
import { retryDelay, type BackoffPolicy } from './backoff';
import { reviewCheckIn } from './checkInReview';

export interface OutcomeOptions {
  db: Db;
  outbox: Outbox;
  members: Members;
  journal: Journal;
  now: () => Date;
  backoff: BackoffPolicy;
  maxServerAttempts: number;
  onSynced: (row: OutboxRow, answer: unknown) => void;
}

/** What an outcome asks of the engine: pause the queue, or hold it for a 429's Retry-After. */
export type Consequence = { pause: string } | { holdUntil: number } | null;

export type Outcome = { ok: true; answer: unknown } | { ok: false; error: unknown };

interface Job {
  row: OutboxRow;
  outcome: Outcome;
  done: (consequence: Consequence) => void;
}

export class OutcomeRecorder {
  lastError: { message: string; at: string } | null = null;
  private jobs: Job[] = [];
  private flushing = false;

  /** Each outcome in its own savepoint of the batch's transaction. */
  private readonly savepoint: (job: Job) => Consequence;

  constructor(private readonly o: OutcomeOptions) {
    this.savepoint = o.db.transaction((job: Job) =>
      job.outcome.ok
        ? this.succeeded(job.row, job.outcome.answer)
        : this.failed(job.row, job.outcome.error),
    );
  }

  /**
   * Queues an outcome and commits it with any others that arrive in the same turn of the event
   * loop: with several requests in flight, one fsync then covers several answers.
   */
  record(row: OutboxRow, outcome: Outcome): Promise<Consequence> {
    return new Promise((done) => {
      this.jobs.push({ row, outcome, done });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const jobs = this.jobs;
    this.jobs = [];
    this.flushing = false;
    const consequences = jobs.map(() => null as Consequence);
    try {
      this.o.db.transaction(() => {
        jobs.forEach((job, i) => (consequences[i] = this.settle(job)));
      })();
    } catch {
      // The commit itself failed: each item stays "sending" and is released at the next start.
    }
    jobs.forEach((job, i) => job.done(consequences[i]!));
  }

  /**
   * One outcome, in its own savepoint; if recording it fails (a bug, a full disk) the item goes
   * back to pending as possibly applied, so it is checked again rather than stuck in "sending".
   */
  private settle(job: Job): Consequence {
    try {
      return this.savepoint(job);
    } catch (error) {
      const message = `PassDesk could not record the outcome of this item: ${error instanceof Error ? error.message : String(error)}`;
      this.note(message);
      const retryAt = this.o.now().getTime() + this.o.backoff.maxMs;
      this.o.outbox.markRetry(job.row.id, { kind: 'internal', message }, retryAt, true);
      return null;
    }
  }

  private succeeded(row: OutboxRow, answer: unknown): Consequence {
    const at = this.o.now().toISOString();
    if (row.kind !== 'checkIn') {
      this.o.outbox.markSynced(row.id, answer, at);
      this.o.journal.record('sync', 'synced', row.id);
      this.o.onSynced(row, answer);
      return null;
    }
    const result: CheckInResponse = checkInResponse.parse(answer);
    const { customerId } = row.payload as CheckInPayload;
    this.o.members.confirmCount(customerId, result.updatedCount, at);
    const review = reviewCheckIn(row, result);
    if (review) this.o.outbox.markNeedsReview(row.id, result, review, at);
    else {
      this.o.outbox.markSynced(row.id, result, at);
      this.o.journal.record(
        'sync',
        'synced',
        row.id,
        `count ${result.previousCount} -> ${result.updatedCount}`,
      );
    }
    this.o.onSynced(row, result);
    return null;
  }

  private failed(row: OutboxRow, error: unknown): Consequence {
    const now = this.o.now();
    if (!(error instanceof ApiError)) {
      const shape: AppErrorShape = {
        kind: 'internal',
        message: `PassDesk could not send this item: ${error instanceof Error ? error.message : String(error)}`,
      };
      this.note(shape.message);
      this.o.outbox.markFailed(row.id, shape);
      return null;
    }
    const shape = error.toShape();
    this.note(error.message);
    if (error.kind === 'auth') {
      this.o.outbox.markRetry(row.id, shape, now.getTime(), error.maybeApplied);
      this.o.journal.record('sync', 'paused', row.id, error.message);
      return { pause: error.message };
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
          reason: `The service refused this (${error.message}), but an earlier attempt may have been applied before its answer was lost. Check the service before retrying.`,
          evidence: {
            error: shape,
            attempts: row.attempts,
            expectedPreviousCount: row.expected_previous,
          },
          correction: null,
        },
        now.toISOString(),
      );
      return null;
    }
    this.o.outbox.markFailed(row.id, shape);
    return null;
  }

  private note(message: string): void {
    this.lastError = { message, at: this.o.now().toISOString() };
  }
}
