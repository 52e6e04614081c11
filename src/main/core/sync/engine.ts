// The sync engine: drains the outbox, each member strictly in order, members in parallel.
import { checkInResponse, type CheckInResponse } from '@shared/api';
import type { AppErrorShape } from '@shared/ipc/errors';
import type { SyncStatus } from '@shared/ipc/views';
import { ApiError, type WalletApi } from '../api';
import type { Journal } from '../journal/journal';
import type { Members } from '../members/members';
import type { Outbox } from '../outbox/outbox';
import type { CheckInPayload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import { retryDelay, type BackoffPolicy } from './backoff';
import { reviewCheckIn } from './checkInReview';
import type { Connectivity } from './connectivity';
import { perform } from './perform';

export interface EngineOptions {
  outbox: Outbox;
  members: Members;
  journal: Journal;
  /** null when there is no key to send with: the queue waits, paused. */
  api: WalletApi | null;
  connectivity: Connectivity;
  now: () => Date;
  concurrency: number;
  backoff: BackoffPolicy;
  /** Server errors in a row before an item is set aside as failed; offline and 429 never count. */
  maxServerAttempts: number;
  /** An item changed state. */
  onItem: (row: OutboxRow) => void;
  /** An item reached the service; the answer is parsed for its kind. */
  onSynced: (row: OutboxRow, answer: unknown) => void;
  onStatusChange: () => void;
}

type Pause = NonNullable<SyncStatus['paused']>;

export class SyncEngine {
  paused: Pause | null;
  lastError: { message: string; at: string } | null = null;
  private readonly inFlight = new Map<string, Promise<void>>();
  private holdUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private timerAt = 0;
  private stopped = true;
  private pumping = false;

  constructor(private readonly o: EngineOptions) {
    this.paused = o.api
      ? null
      : { reason: 'noKey', message: 'No API key is set; add one in Settings.' };
  }

  start(): void {
    this.stopped = false;
    const released = this.o.outbox.releaseInterrupted();
    if (released > 0) {
      this.o.journal.record(
        'sync',
        'resumed',
        null,
        `${released} item(s) interrupted while sending`,
      );
    }
    this.wake();
  }

  /** Stops taking new items and waits for those in flight to settle. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Look for work now (a new item, back online, a person's "sync now"). */
  wake(): void {
    if (this.stopped || this.pumping) return;
    this.pumping = true;
    queueMicrotask(() => {
      this.pumping = false;
      this.pump();
    });
  }

  /** A new key or a person's request lifts an auth pause; the next call tells if it works. */
  resume(): void {
    if (this.paused?.reason === 'auth') {
      this.paused = null;
      this.o.onStatusChange();
    }
    this.holdUntil = 0;
    this.o.outbox.wakeAll();
    this.wake();
  }

  get busy(): boolean {
    return this.inFlight.size > 0;
  }

  private pump(): void {
    if (this.stopped || this.paused || !this.o.api || !this.o.connectivity.usable) return;
    const now = this.o.now().getTime();
    if (now < this.holdUntil) return this.scheduleAt(this.holdUntil);
    const free = this.o.concurrency - this.inFlight.size;
    if (free > 0) {
      const rows = this.o.outbox.claimReady(now, [...this.inFlight.keys()], free, (row) =>
        row.kind === 'checkIn'
          ? this.o.members.knownCount((row.payload as CheckInPayload).customerId)
          : null,
      );
      for (const row of rows) {
        this.o.onItem(row);
        const run = this.send(row).finally(() => {
          this.inFlight.delete(row.lane);
          this.pump();
        });
        this.inFlight.set(row.lane, run);
      }
      if (rows.length > 0) this.o.onStatusChange();
    }
    const next = this.o.outbox.nextWakeAt();
    if (next !== null && next > now) this.scheduleAt(next);
  }

  private scheduleAt(at: number): void {
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.pump();
      },
      Math.max(0, at - this.o.now().getTime()),
    );
    this.timer.unref();
  }

  private async send(row: OutboxRow): Promise<void> {
    let answer: unknown;
    let sent = false;
    try {
      answer = await perform(this.o.api!, row);
      sent = true;
    } catch (error) {
      this.settle(row, () => this.handleError(row, error));
    }
    if (sent) this.settle(row, () => this.succeeded(row, answer));
    const after = this.o.outbox.get(row.id);
    if (after) this.o.onItem(after);
    this.o.onStatusChange();
  }

  /**
   * Records an outcome; if recording itself fails (a full disk, a bug), the item goes back to
   * pending as possibly applied, so it is checked again rather than stuck in "sending".
   */
  private settle(row: OutboxRow, record: () => void): void {
    try {
      record();
    } catch (error) {
      const message = `PassDesk could not record the outcome of this item: ${error instanceof Error ? error.message : String(error)}`;
      this.note(message, this.o.now());
      try {
        const retryAt = this.o.now().getTime() + this.o.backoff.maxMs;
        this.o.outbox.markRetry(row.id, { kind: 'internal', message }, retryAt, true);
      } catch {
        // The database itself is failing; the item stays "sending" and is released at next start.
      }
    }
  }

  private succeeded(row: OutboxRow, answer: unknown): void {
    const at = this.o.now().toISOString();
    if (row.kind !== 'checkIn') {
      this.o.outbox.markSynced(row.id, answer, at, () =>
        this.o.journal.record('sync', 'synced', row.id),
      );
      this.o.onSynced(row, answer);
      return;
    }
    const result: CheckInResponse = checkInResponse.parse(answer);
    const { customerId } = row.payload as CheckInPayload;
    const confirm = () => this.o.members.confirmCount(customerId, result.updatedCount, at);
    const review = reviewCheckIn(row, result);
    if (review) this.o.outbox.markNeedsReview(row.id, result, review, at, confirm);
    else {
      this.o.outbox.markSynced(row.id, result, at, () => {
        confirm();
        this.o.journal.record(
          'sync',
          'synced',
          row.id,
          `count ${result.previousCount} -> ${result.updatedCount}`,
        );
      });
    }
    this.o.onSynced(row, result);
  }

  private handleError(row: OutboxRow, error: unknown): void {
    const now = this.o.now();
    if (!(error instanceof ApiError)) {
      const shape: AppErrorShape = {
        kind: 'internal',
        message: `PassDesk could not send this item: ${error instanceof Error ? error.message : String(error)}`,
      };
      this.note(shape.message, now);
      this.o.outbox.markFailed(row.id, shape);
      return;
    }
    const shape = error.toShape();
    this.note(error.message, now);
    if (error.kind === 'auth') {
      this.o.outbox.markRetry(row.id, shape, now.getTime(), error.maybeApplied);
      this.paused = { reason: 'auth', message: error.message };
      this.o.journal.record('sync', 'paused', row.id, error.message);
      return;
    }
    if (error.transient && !(error.kind === 'server' && row.attempts >= this.o.maxServerAttempts)) {
      const delay = Math.round(retryDelay(this.o.backoff, row.attempts, error.retryAfterMs));
      if (error.kind === 'rateLimited')
        this.holdUntil = Math.max(this.holdUntil, now.getTime() + delay);
      this.o.outbox.markRetry(row.id, shape, now.getTime() + delay, error.maybeApplied);
      return;
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
      return;
    }
    this.o.outbox.markFailed(row.id, shape);
  }

  private note(message: string, at: Date): void {
    this.lastError = { message, at: at.toISOString() };
  }
}
