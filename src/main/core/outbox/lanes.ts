// What happens to a whole lane at once: the items waiting behind one that failed, was retried or
// was discarded, and a local member's check-ins moving to the id the service gave them.
import { waitedForDetail } from '../journal/details';
import { failure } from '@shared/i18n/failure';
import type { AppErrorShape } from '@shared/ipc/errors';
import type { Db } from '../db/database';
import type { Journal } from '../journal/journal';
import { memberLane } from './payloads';
import type { OutboxRow } from './rows';

/** Set on an item failed only because the item its lane waited for failed. */
const WAITED_FOR = '$.details.waitedFor';

export class Lanes {
  private readonly stmts;

  constructor(
    db: Db,
    private readonly journal: Journal,
  ) {
    this.stmts = {
      waiting: db.prepare(
        `SELECT id FROM outbox WHERE lane = ? AND seq > ? AND state = 'pending' ORDER BY seq`,
      ),
      fail: db.prepare(
        `UPDATE outbox SET state = 'failed', last_error = ?, next_attempt_at = NULL WHERE id = ?`,
      ),
      failedFor: db.prepare(
        `SELECT id FROM outbox WHERE lane = ? AND seq > ? AND state = 'failed'
           AND json_extract(last_error, '${WAITED_FOR}') = ? ORDER BY seq`,
      ),
      held: db.prepare(
        `SELECT id FROM outbox WHERE lane = ? AND seq > ? AND state IN ('pending', 'failed')
         ORDER BY seq`,
      ),
      setState: db.prepare(
        `UPDATE outbox SET state = ?, next_attempt_at = NULL, last_error = NULL WHERE id = ?`,
      ),
      checkInsOf: db.prepare(
        `SELECT id FROM outbox WHERE lane = ? AND kind IN ('checkIn', 'updateMember')`,
      ),
      move: db.prepare(
        `UPDATE outbox SET customer_id = ?, lane = ?, payload = json_set(payload, '$.customerId', ?)
         WHERE lane = ? AND kind IN ('checkIn', 'updateMember')`,
      ),
    };
  }

  private ids(statement: 'waiting' | 'held', head: OutboxRow): string[] {
    return this.stmts[statement].pluck().all(head.lane, head.seq) as string[];
  }

  /**
   * The head of a lane failed for good: what waits behind it fails with it, saying why, so the
   * queue shows each one rather than items "waiting" for something that will not come.
   */
  failBehind(head: OutboxRow, because: string): string[] {
    const ids = this.ids('waiting', head);
    const error: AppErrorShape = failure(
      'invalid',
      'main.outbox.notSentBehind',
      { because },
      {
        waitedFor: head.id,
      },
    ).toShape();
    for (const id of ids) {
      this.stmts.fail.run(JSON.stringify(error), id);
      this.journal.record('sync', 'failed', id, waitedForDetail(head.id));
    }
    return ids;
  }

  /** The head is tried again: the items failed only for it wait behind it again. */
  requeueBehind(head: OutboxRow, action: string): string[] {
    const ids = this.stmts.failedFor.pluck().all(head.lane, head.seq, head.id) as string[];
    for (const id of ids) {
      this.stmts.setState.run('pending', id);
      this.journal.record(action, 'queued again', id, `with ${head.id}`);
    }
    return ids;
  }

  /** The head is discarded: what waited for it (and can never be sent without it) goes too. */
  discardBehind(head: OutboxRow, action: string): string[] {
    const ids = this.ids('held', head);
    for (const id of ids) {
      this.stmts.setState.run('discarded', id);
      this.journal.record(action, 'discarded', id, `with ${head.id}`);
    }
    return ids;
  }

  /**
   * A local member's check-ins and changes of details, whatever their state, now belong to the
   * member's real id.
   */
  moveMember(fromCustomerId: string, toCustomerId: string): string[] {
    const lane = memberLane(fromCustomerId);
    const ids = this.stmts.checkInsOf.pluck().all(lane) as string[];
    this.stmts.move.run(toCustomerId, memberLane(toCustomerId), toCustomerId, lane);
    return ids;
  }
}
