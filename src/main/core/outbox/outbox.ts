// The durable outbox: every change to the service is a row here before anything is sent.
import type { JournalDetail } from '../journal/details';
import { randomUUID } from 'node:crypto';
import type { AppErrorShape } from '@shared/ipc/errors';
import {
  OUTBOX_KINDS,
  type NeedsReviewInfo,
  type OutboxItemView,
  type OutboxKind,
  type OutboxState,
} from '@shared/ipc/views';
import type { Db } from '../db/database';
import type { Journal } from '../journal/journal';
import { memberLane, PAYLOADS, type Payload } from './payloads';
import { Lanes } from './lanes';
import { newRow, noSuchItem, parseRow, toView, type OutboxRow } from './rows';
import { prepareStatements, type OutboxStatements } from './statements';

/** States whose item still holds its lane: later items of the same member wait behind it. */
export const LANE_HOLDING: readonly OutboxState[] = ['pending', 'sending', 'failed', 'needsReview'];

const NO_CLAIM_AHEAD = { count: 0, mayWait: () => false };

export class Outbox {
  private seq: number;
  private readonly stmts: OutboxStatements;
  /** Changes to a whole lane: what waits behind an item that failed, was retried or discarded. */
  readonly lanes: Lanes;

  /** The row and its journal line, both or neither. */
  private readonly enqueueTx: (row: OutboxRow, detail: JournalDetail, reason?: string) => void;

  constructor(
    private readonly db: Db,
    private readonly journal: Journal,
    private readonly now: () => Date,
  ) {
    this.seq = (
      db.prepare('SELECT COALESCE(MAX(seq), 0) AS s FROM outbox').get() as { s: number }
    ).s;
    this.stmts = prepareStatements(db);
    this.lanes = new Lanes(db, journal);
    this.enqueueTx = db.transaction((row: OutboxRow, detail: JournalDetail, reason?: string) => {
      this.stmts.insert.run(
        row.id,
        row.seq,
        row.kind,
        row.lane,
        row.customer_id,
        JSON.stringify(row.payload),
        row.idempotency_key,
        row.created_at,
      );
      this.journal.record(row.kind, 'saved', row.id, detail, null, undefined, reason);
    });
  }

  /** Stores an action durably (with its journal line, and why, when it needed a reason). */
  enqueue<K extends OutboxKind>(
    kind: K,
    payload: Payload<K>,
    detail: JournalDetail = '',
    reason?: string,
  ) {
    const row = newRow(kind, PAYLOADS[kind].parse(payload), this.seq + 1, this.now());
    this.enqueueTx(row, detail, reason);
    this.seq = row.seq;
    return row;
  }

  /** The view the screens see, saying which item a waiting one is held behind. */
  view(row: OutboxRow): OutboxItemView {
    const held =
      row.state === 'pending'
        ? ((this.stmts.heldBy.get(row.lane, row.seq) as { id: string } | undefined)?.id ?? null)
        : null;
    return toView(row, held);
  }

  /** Waiting items held behind a failed or needs-review item of their lane, newest first. */
  held(limit: number): OutboxRow[] {
    return this.stmts.held.all(limit).map(parseRow);
  }

  get(id: string): OutboxRow | null {
    const raw = this.stmts.get.get(id);
    return raw ? parseRow(raw) : null;
  }

  require(id: string): OutboxRow {
    const row = this.get(id);
    if (!row) throw noSuchItem(id);
    return row;
  }

  list(
    states: readonly OutboxState[],
    limit: number,
    kinds: readonly OutboxKind[] = OUTBOX_KINDS,
    oldestFirst = false,
  ): OutboxRow[] {
    const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
    return this.db
      .prepare(
        `SELECT * FROM outbox WHERE state IN (${marks(states.length)})
         AND kind IN (${marks(kinds.length)}) ORDER BY seq ${oldestFirst ? 'ASC' : 'DESC'} LIMIT ?`,
      )
      .all(...states, ...kinds, limit)
      .map(parseRow);
  }

  /**
   * Takes the ready head of each free lane and marks it sending, in one transaction. `baseline`
   * gives a check-in's expected `previousCount`, recorded before the request can land. `ahead`
   * claims a few more to send the moment a slot frees, without waiting for another commit.
   * `waits` holds an item back for now (one the store's order says must wait for another till).
   */
  claimReady(
    now: number,
    busyLanes: readonly string[],
    limit: number,
    baseline: (row: OutboxRow) => number | null,
    ahead: { count: number; mayWait: (row: OutboxRow) => boolean } = NO_CLAIM_AHEAD,
    waits: (id: string) => boolean = () => false,
  ): OutboxRow[] {
    // The "sending" mark, with the count the answer will be checked against, is committed with
    // its own fsync (the connection's synchronous=FULL) before the request can leave: were it
    // lost to a power cut after the request landed, the item would come back plain "pending" and
    // a resend's answer would be trusted unchecked, so a +1 applied twice would pass unflagged.
    return this.db.transaction(() => {
      // A busy lane's item is still "sending" in the table until its answer is recorded, so at
      // most one candidate per busy lane comes back; they are skipped here. Usually none does,
      // so only the rows wanted are read, and more only when a busy lane's row was among them.
      const busy = new Set(busyLanes);
      const wanted = limit + ahead.count;
      const free = (raw: { id: string; lane: string }) => !busy.has(raw.lane) && !waits(raw.id);
      let read = wanted;
      let raws = this.stmts.ready.all(now, read) as { id: string; lane: string }[];
      // Held-back heads are few: read further only while they hide the ones wanted.
      while (raws.length === read && raws.filter(free).length < wanted) {
        read = 2 * read + busy.size;
        raws = this.stmts.ready.all(now, read) as { id: string; lane: string }[];
      }
      const candidates = raws.filter(free).slice(0, wanted);
      const claimed: OutboxRow[] = [];
      for (const raw of candidates) {
        const parsed = parseRow(raw);
        const expected = parsed.maybeApplied ? parsed.expected_previous : baseline(parsed);
        const row: OutboxRow = {
          ...parsed,
          state: 'sending',
          attempts: parsed.attempts + 1,
          next_attempt_at: null,
          expected_previous: expected,
        };
        // Beyond the free slots, only items that can wait in "sending" without harm are claimed.
        if (claimed.length >= limit && !ahead.mayWait(row)) continue;
        this.stmts.claim.run(expected, row.id);
        claimed.push(row);
      }
      return claimed;
    })();
  }

  /** Items claimed ahead that were never sent go back to waiting, as if never claimed. */
  unclaim(ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.db.transaction(() => {
      for (const id of ids) this.stmts.unclaim.run(id);
    })();
  }

  /** Records the count a check-in expects to find, before it is first sent. */
  setBaseline(id: string, count: number): void {
    this.stmts.baseline.run(count, id);
  }

  /** The count the store expects an item sent ahead of another till's change to find. */
  markAhead(id: string, expected: number | null): void {
    this.stmts.ahead.run(JSON.stringify({ expected }), id);
  }

  /** An undo's set, worked out from the count found just before it is sent, and that count. */
  prepareUndo(id: string, expected: number, payload: Payload<'checkIn'>): void {
    this.stmts.undoPrepared.run(expected, JSON.stringify(PAYLOADS.checkIn.parse(payload)), id);
  }

  // The sync outcomes below are called inside the recorder's transaction, one savepoint each.

  /** `serviceTime`, when the answer had one, is kept with the item in the same statement. */
  markSynced(id: string, result: unknown, syncedAt: string, serviceTime: string | null): void {
    this.stmts.synced.run(JSON.stringify(result ?? null), syncedAt, serviceTime, id);
  }

  markRetry(id: string, error: AppErrorShape, nextAttemptAt: number, maybeApplied: boolean): void {
    this.stmts.retryLater.run(nextAttemptAt, JSON.stringify(error), maybeApplied ? 1 : 0, id);
  }

  markFailed(id: string, error: AppErrorShape, serviceTime: string | null = null): void {
    this.stmts.failed.run(JSON.stringify(error), id);
    this.journal.record('sync', 'failed', id, error.message, serviceTime);
  }

  /** Refused for a reason a store expects (an archived pass): closed as discarded, reason kept. */
  markRefused(id: string, error: AppErrorShape, serviceTime: string | null = null): void {
    this.stmts.refused.run(JSON.stringify(error), id);
    this.journal.record('sync', 'refused', id, error.message, serviceTime);
  }

  markNeedsReview(
    id: string,
    result: unknown,
    review: NeedsReviewInfo,
    syncedAt: string,
    serviceTime: string | null = null,
  ): void {
    this.stmts.review.run(
      JSON.stringify(result ?? null),
      syncedAt,
      JSON.stringify(review),
      serviceTime,
      id,
    );
    this.journal.record('sync', 'needsReview', id, review.reason, serviceTime);
  }

  /** The service's clock at its latest answer for this item (its `Date` header). */
  setServiceTime(id: string, serviceTime: string): void {
    this.stmts.serviceTime.run(serviceTime, id);
  }

  /** A person's choice on an item, journaled with it (and why, when it needed a reason). */
  setState(id: string, state: 'pending' | 'discarded', action: string, reason?: string): OutboxRow {
    this.db.transaction(() => {
      this.stmts.setState.run(state, id);
      const outcome = state === 'pending' ? 'queued again' : 'discarded'; // eslint-disable-line i18n/person-facing-text -- a journal outcome key, said in the reader's language where shown
      this.journal.record(action, outcome, id, '', null, undefined, reason);
    })();
    return this.require(id);
  }

  /** Replaces a needs-review check-in by its correction, in the same place in its lane. */
  replaceWithCorrection(id: string, payload: Payload<'checkIn'>, detail: string): OutboxRow {
    const checked = PAYLOADS.checkIn.parse(payload);
    this.db.transaction(() => {
      this.stmts.correct.run(JSON.stringify(checked), randomUUID(), id);
      this.journal.record('queue.correct', 'queued', id, detail);
    })();
    return this.require(id);
  }

  /** At start-up: an item left "sending" by a stop may have reached the service. */
  releaseInterrupted(): number {
    return this.stmts.release.run().changes;
  }

  /** Back online: what waited only for the line is tried at once (429 waits keep their time). */
  wakeAll(): void {
    this.stmts.wakeAll.run();
  }

  nextWakeAt(): number | null {
    return (this.stmts.nextWake.get() as { at: number | null }).at;
  }

  /**
   * Items that still need something (synced and discarded ones are history, not counted); the
   * manager's items that failed or need review are counted apart, in `managerAttention`.
   */
  counts(): Record<OutboxState | 'managerAttention', number> {
    const counts = { pending: 0, sending: 0, synced: 0, failed: 0, needsReview: 0, discarded: 0 };
    let managerAttention = 0;
    const rows = this.stmts.counts.all() as { state: OutboxState; manager: 0 | 1; n: number }[];
    for (const { state, manager, n } of rows) {
      if (manager && (state === 'failed' || state === 'needsReview')) managerAttention += n;
      else counts[state] += n;
    }
    return { ...counts, managerAttention };
  }

  isEmpty(): boolean {
    return this.db.prepare('SELECT 1 FROM outbox LIMIT 1').get() === undefined;
  }

  oldestWaitingAt(): string | null {
    return (this.stmts.oldest.get() as { at: string | null }).at;
  }

  /** A member's items still holding the lane, oldest first. */
  activeForMember(customerId: string): OutboxRow[] {
    return this.stmts.byMember.all(memberLane(customerId)).map(parseRow);
  }

  /**
   * Whether one of the member's items is being sent or may have landed unconfirmed: while so, a
   * count read from the service may or may not include it.
   */
  mayBeOnItsWay(customerId: string): boolean {
    return this.stmts.onItsWay.get(memberLane(customerId)) !== undefined;
  }

  /** A member's items of this station, newest first, discarded ones included. */
  historyOfMember(customerId: string, limit: number): OutboxRow[] {
    return this.stmts.historyOfMember.all(customerId, limit).map(parseRow);
  }

  /** The enrolment of a member enrolled on this station, by their local id. */
  enrolmentOf(localCustomerId: string): OutboxRow | null {
    const raw = this.stmts.enrolmentOf.get(localCustomerId);
    return raw ? parseRow(raw) : null;
  }

  lastForMember(customerId: string): OutboxRow | null {
    const raw = this.stmts.lastOfMember.get(customerId);
    return raw ? parseRow(raw) : null;
  }
}
