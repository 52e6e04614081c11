// The sync engine: drains the outbox, each member strictly in order, members in parallel.
import { authPause, noKeyPause, problemOf, type Pause } from './reviewReason';
import { failure } from '@shared/i18n/failure';
import type { AnswerMeta } from '../api/serviceTime';
import type { CheckInPayload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import { needsBaseline, withBaseline } from './baseline';
import type { EngineOptions } from './engineOptions';
import type { StoreOrder } from './storeOrder';
import { OutcomeRecorder, type Outcome } from './outcomes';
import { perform } from './perform';
import { TurnTimer } from './turnTimer';
import { prepareUndo } from './undoSend';

/**
 * Claimed ahead, per request slot: enough to keep the slots busy while a commit is flushed. Larger
 * groups cost less per item but make each commit longer, and while one runs no answer is read.
 */
const AHEAD_PER_SLOT = 4;
/** While an item waits for another till's change, the engine looks again this often. */
const HOLD_RECHECK_MS = 500;
interface Answer {
  row: OutboxRow;
  outcome: Outcome;
  recorded: () => void;
}

/**
 * Group commit: every answer that arrived since the last turn and the claims refilling the ready
 * items share one transaction, flushed to disk off the event loop (DeferredSync). Nothing is sent
 * before its "sending" mark is on disk, nor reported before its outcome is; while one group is
 * flushed, requests keep going out from the items already claimed and answers gather for the next.
 */
export class SyncEngine {
  paused: Pause | null;
  private readonly outcomes: OutcomeRecorder;
  /** Lanes with an item claimed and its outcome not yet committed: nothing else of theirs may go. */
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Requests on the wire; the bound on concurrency. A slot frees as soon as the answer arrives. */
  private requests = 0;
  /**
   * Claimed (durably) and not yet sent: the next ones out as soon as a slot frees, so a request
   * need not wait for a commit. A few per slot, and only items that need nothing more before
   * sending (a +1 whose baseline is still to be read is claimed only for a free slot).
   */
  private readonly ready: OutboxRow[] = [];
  /** Answers waiting for the next commit. */
  private answers: Answer[] = [];
  /** A turn's commit is being flushed: the next turn waits, gathering the answers meanwhile. */
  private flushing: Promise<void> | null = null;
  /** Work to look for (a new item, back online): a turn runs as soon as the flush allows. */
  private wanted = false;
  /** An answer other than success is waiting: nothing more goes out until it is recorded. */
  private doubt = false;
  private holdUntil = 0;
  private readonly timing: TurnTimer;
  private stopped = true;
  /** An item waited for another till's change at the last claim (see StoreOrder). */
  private held = false;
  private readonly commit: (answers: readonly Answer[], now: number) => OutboxRow[];

  constructor(private readonly o: EngineOptions) {
    this.outcomes = new OutcomeRecorder(o);
    this.timing = new TurnTimer({
      turn: () => this.turn(),
      windowEnded: () => this.queueTurn(true),
      wake: () => this.wake(),
      now: () => o.now().getTime(),
    });
    this.paused = o.api ? null : noKeyPause();
    this.commit = o.db.transaction((answers: readonly Answer[], now: number) => {
      for (const { row, outcome } of answers) {
        const consequence = this.outcomes.settle(row, outcome);
        if (consequence && 'pause' in consequence) {
          this.paused = authPause(consequence.pause);
        } else if (consequence) {
          this.holdUntil = Math.max(this.holdUntil, consequence.holdUntil);
        }
        this.inFlight.delete(row.lane);
      }
      return this.claim(now);
    });
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
    this.timing.stopWake();
    this.releaseReady();
    await this.flushing;
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Look for work now (a new item, back online, a person's "sync now"). */
  wake(): void {
    if (this.stopped) return;
    this.wanted = true;
    this.queueTurn(true);
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

  /** Whether an item waits for another till's change: a change the store hears may free it. */
  get holding(): boolean {
    return this.held;
  }

  get lastError(): OutcomeRecorder['lastError'] {
    return this.outcomes.lastError;
  }

  /**
   * A turn commits whatever answers arrived in the meantime and refills the claimed items. It
   * comes at once when needed (work to find, few claimed items left, an answer that is not a
   * success, many answers waiting), otherwise within the group window (turnTimer.ts) so more answers share it.
   */
  private queueTurn(urgent: boolean): void {
    // While a commit is flushed its claims are not ready yet: the flush's end decides, counting them.
    if (this.flushing) return;
    if (urgent) this.timing.immediate();
    else this.timing.window();
  }

  private turn(): void {
    this.timing.clearWindow();
    if (this.flushing) return;
    this.wanted = false;
    const answers = this.answers;
    this.answers = [];
    const now = this.o.now().getTime();
    let claimed: OutboxRow[] = [];
    let durable: Promise<void>;
    try {
      ({ result: claimed, durable } = this.o.durability.commit(() => this.commit(answers, now)));
    } catch {
      // The commit itself failed (a full disk): the answered items stay "sending" and are
      // released at the next start; nothing new was claimed.
      for (const { row } of answers) this.inFlight.delete(row.lane);
      durable = Promise.resolve();
    }
    // Nothing claimed is sent, and no outcome reported, before the commit is on disk.
    this.flushing = durable.then(
      () => this.committed(answers, claimed),
      (error: unknown) => this.flushFailed(answers, claimed, error),
    );
  }

  /**
   * The disk refused to flush. The claimed items are not sent: they go back to waiting (or, if
   * even that cannot be written, stay "sending" and are released and checked at the next start),
   * and the queue holds for the longest backoff. The outcomes are reported, since after a power
   * cut an item found "sending" again is resent under its key and checked, never applied twice.
   */
  private flushFailed(answers: readonly Answer[], claimed: readonly OutboxRow[], error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    this.outcomes.note(failure('internal', 'main.sync.queueNotWritten', { problem: message }));
    this.holdUntil = Math.max(this.holdUntil, this.o.now().getTime() + this.o.backoff.maxMs);
    try {
      this.o.outbox.unclaim(claimed.map((row) => row.id));
    } catch {
      // Left "sending": released at the next start.
    }
    for (const row of claimed) this.o.onItem(row.id);
    this.committed(answers, []);
    this.timing.wakeAt(this.holdUntil);
  }

  /** After the flush: outcomes reported, claimed items sent, and the next turn if work waits. */
  private committed(answers: readonly Answer[], claimed: readonly OutboxRow[]): void {
    this.flushing = null;
    this.doubt = false;
    for (const answer of answers) {
      answer.recorded();
      this.o.onItem(answer.row.id);
    }
    if (answers.some((answer) => answer.row.kind === 'eraseMember')) this.o.onErasureAnswered?.();
    for (const id of this.outcomes.followers.splice(0)) this.o.onItem(id);
    this.ready.push(...claimed);
    if (this.stopped) this.releaseReady();
    this.launch();
    if (answers.length > 0 || claimed.length > 0) this.o.onStatusChange();
    if (this.wanted) this.queueTurn(true);
    else if (this.answers.length > 0) this.queueTurn(this.turnIsUrgent());
  }

  private get mayLaunch(): boolean {
    return !this.stopped && !this.paused && this.o.now().getTime() >= this.holdUntil;
  }

  /** Sends claimed items while request slots are free. */
  private launch(): void {
    if (!this.mayLaunch || this.doubt) return;
    while (this.requests < this.o.concurrency && this.ready.length > 0) {
      const row = this.ready.shift()!;
      this.requests++;
      this.o.onItem(row.id);
      this.inFlight.set(row.lane, this.send(row));
    }
  }

  /** Claimed items that were never sent go back to waiting, with no doubt attached. */
  private releaseReady(): void {
    if (this.ready.length === 0) return;
    const ids = this.ready.splice(0).map((row) => row.id);
    this.o.outbox.unclaim(ids);
    for (const id of ids) this.o.onItem(id);
  }

  /** Inside the commit: the ready head of each free lane, up to the free request slots. */
  private claim(now: number): OutboxRow[] {
    if (this.stopped || this.paused || !this.o.api || !this.o.connectivity.usable) {
      this.releaseReady();
      return [];
    }
    if (now < this.holdUntil) {
      this.releaseReady();
      this.timing.wakeAt(this.holdUntil);
      return [];
    }
    const { concurrency } = this.o;
    const slots = concurrency - this.requests;
    const room = (1 + AHEAD_PER_SLOT) * concurrency - this.requests - this.ready.length;
    if (room <= 0) return [];
    const free = Math.max(0, Math.min(room, slots - this.ready.length));
    const busy = [...this.inFlight.keys(), ...this.ready.map((row) => row.lane)];
    const order = this.o.storeOrder;
    this.held = false;
    let rows: OutboxRow[];
    try {
      rows = this.o.outbox.claimReady(
        now,
        busy,
        free,
        (row) =>
          row.kind === 'checkIn'
            ? this.o.members.knownCount((row.payload as CheckInPayload).customerId)
            : null,
        { count: room - free, mayWait: (row) => !needsBaseline(row, this.o.lookupBaseline) },
        (id) => {
          const waits = order?.waits(id) ?? false;
          this.held ||= waits;
          return waits;
        },
      );
      if (order) rows = rows.map((row) => this.markAhead(row, order));
    } catch (error) {
      // An unreadable row must not undo the answers committed with it; it is reported instead.
      this.outcomes.note(problemOf(error));
      return [];
    }
    if (rows.length < room) {
      // Slots are left over: wake for the earliest item waiting on its backoff.
      const next = this.o.outbox.nextWakeAt();
      if (next !== null && next > now) this.timing.wakeAt(next);
      // A till out of sight frees what waits for it without a word: look again soon.
      if (this.held) this.timing.wakeAt(now + HOLD_RECHECK_MS);
    }
    return rows;
  }

  /** A check-in first sent ahead of another till's earlier change keeps what it expects to find. */
  private markAhead(row: OutboxRow, order: StoreOrder): OutboxRow {
    if (row.kind !== 'checkIn' || row.maybeApplied) return row;
    const payload = row.payload as CheckInPayload;
    if (payload.ahead) return row;
    const expected = order.sentAhead(row);
    if (expected === null) return row;
    this.o.outbox.markAhead(row.id, expected);
    return { ...row, payload: { ...payload, ahead: { expected } } };
  }

  /**
   * Sends one claimed item; its request slot (counted at claim) frees when the answer arrives,
   * and the promise settles once the outcome is committed.
   */
  private async send(claimed: OutboxRow): Promise<void> {
    let row = needsBaseline(claimed, this.o.lookupBaseline)
      ? await withBaseline(claimed, this.o, () => this.stopped).catch(() => claimed)
      : claimed;
    let outcome: Outcome;
    const meta: AnswerMeta = { serviceTime: null };
    try {
      row = await prepareUndo(row, this.o);
      outcome = { ok: true, answer: await perform(this.o.api!, row, meta, this.o.unseal), meta };
    } catch (error) {
      outcome = { ok: false, error, meta };
    } finally {
      this.requests--;
    }
    // After anything but a success (a 401 pauses, a 429 holds) nothing goes until it is recorded.
    if (outcome.ok) this.launch();
    else this.doubt = true;
    await new Promise<void>((recorded) => {
      this.answers.push({ row, outcome, recorded });
      this.queueTurn(this.turnIsUrgent());
    });
  }

  /** Not a success, stopping, many answers waiting, or few claimed items left: no window. */
  private turnIsUrgent(): boolean {
    const { concurrency } = this.o;
    return (
      this.doubt ||
      this.stopped ||
      this.answers.length >= 2 * concurrency ||
      this.ready.length < concurrency
    );
  }
}
