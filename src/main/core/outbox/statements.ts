// The outbox table's statements, prepared once per connection.
import type { Statement } from 'better-sqlite3';
import { MANAGER_KINDS } from '@shared/ipc/views';
import type { Db } from '../db/database';

const SQL = {
  insert: `INSERT INTO outbox (id, seq, kind, state, lane, customer_id, payload, idempotency_key, created_at)
     VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
  get: 'SELECT * FROM outbox WHERE id = ?',
  // An item under the local id of a member enrolled at another station (no enrolment of this
  // station's heads its lane) waits until that enrolment is issued and it moves to the real id.
  ready: `SELECT o.* FROM outbox o
     WHERE o.state = 'pending' AND (o.next_attempt_at IS NULL OR o.next_attempt_at <= ?)
       AND (o.kind = 'enrol' OR o.customer_id IS NULL OR o.customer_id NOT LIKE 'local:%'
            OR EXISTS (SELECT 1 FROM outbox e WHERE e.lane = o.lane AND e.kind = 'enrol'))
       AND NOT EXISTS (SELECT 1 FROM outbox p WHERE p.lane = o.lane AND p.seq < o.seq
                       AND p.state IN ('pending', 'sending', 'failed', 'needsReview'))
     ORDER BY o.seq LIMIT ?`,
  claim: `UPDATE outbox SET state = 'sending', attempts = attempts + 1, next_attempt_at = NULL,
       expected_previous = ? WHERE id = ?`,
  unclaim: `UPDATE outbox SET state = 'pending', attempts = attempts - 1 WHERE id = ? AND state = 'sending'`,
  serviceTime: 'UPDATE outbox SET service_time = ? WHERE id = ?',
  synced: `UPDATE outbox SET state = 'synced', result = ?, synced_at = ?, last_error = NULL,
       service_time = COALESCE(?, service_time) WHERE id = ?`,
  retryLater: `UPDATE outbox SET state = 'pending', next_attempt_at = ?, last_error = ?,
       maybe_applied = MAX(maybe_applied, ?) WHERE id = ?`,
  failed: `UPDATE outbox SET state = 'failed', last_error = ?, next_attempt_at = NULL WHERE id = ?`,
  refused: `UPDATE outbox SET state = 'discarded', last_error = ?, next_attempt_at = NULL WHERE id = ?`,
  review: `UPDATE outbox SET state = 'needsReview', result = ?, synced_at = ?, review = ?,
       service_time = COALESCE(?, service_time) WHERE id = ?`,
  baseline: 'UPDATE outbox SET expected_previous = ? WHERE id = ? AND maybe_applied = 0',
  undoPrepared: 'UPDATE outbox SET expected_previous = ?, payload = ? WHERE id = ?',
  ahead: `UPDATE outbox SET payload = json_set(payload, '$.ahead', json(?)) WHERE id = ?`,
  setState: 'UPDATE outbox SET state = ?, next_attempt_at = NULL WHERE id = ?',
  correct: `UPDATE outbox SET state = 'pending', payload = ?, idempotency_key = ?, maybe_applied = 0,
       expected_previous = NULL, next_attempt_at = NULL, last_error = NULL WHERE id = ?`,
  release: `UPDATE outbox SET state = 'pending', maybe_applied = 1 WHERE state = 'sending'`,
  wakeAll: `UPDATE outbox SET next_attempt_at = NULL WHERE state = 'pending' AND next_attempt_at IS NOT NULL
       AND (last_error IS NULL OR json_extract(last_error, '$.kind') != 'rateLimited')`,
  // Named, since without statistics SQLite would scan every pending row instead.
  nextWake: `SELECT MIN(next_attempt_at) AS at FROM outbox INDEXED BY outbox_wake
     WHERE state = 'pending' AND next_attempt_at IS NOT NULL`,
  // Waiting and sending items counted from the state index alone (a backlog of 10,000 read
  // row by row for their kind took tens of ms a call under load); only failed and held items,
  // few, are read for whether they are a manager's.
  counts: `SELECT state, 0 AS manager, COUNT(*) AS n FROM outbox
     WHERE state IN ('pending', 'sending') GROUP BY state
     UNION ALL
     SELECT state, kind IN (${MANAGER_KINDS.map((k) => `'${k}'`).join(', ')}) AS manager,
       COUNT(*) AS n FROM outbox
     WHERE state IN ('failed', 'needsReview') GROUP BY state, manager`,
  oldest: `SELECT MIN(at) AS at FROM (
       SELECT * FROM (SELECT created_at AS at FROM outbox WHERE state = 'pending' ORDER BY seq LIMIT 1)
       UNION ALL
       SELECT * FROM (SELECT created_at AS at FROM outbox WHERE state = 'sending' ORDER BY seq LIMIT 1))`,
  byMember: `SELECT * FROM outbox WHERE lane = ? AND state IN ('pending', 'sending', 'failed', 'needsReview')
     ORDER BY seq`,
  onItsWay: `SELECT 1 FROM outbox WHERE lane = ? AND state IN ('pending', 'sending', 'failed', 'needsReview')
       AND (state = 'sending' OR maybe_applied = 1) LIMIT 1`,
  held: `SELECT o.* FROM outbox o WHERE o.state = 'pending'
       AND EXISTS (SELECT 1 FROM outbox p WHERE p.lane = o.lane AND p.seq < o.seq
                   AND p.state IN ('failed', 'needsReview'))
     ORDER BY o.seq DESC LIMIT ?`,
  heldBy: `SELECT id FROM outbox WHERE lane = ? AND seq < ? AND state IN ('failed', 'needsReview')
     ORDER BY seq LIMIT 1`,
  lastOfMember: `SELECT * FROM outbox WHERE customer_id = ? AND kind = 'checkIn' AND state != 'discarded'
     ORDER BY seq DESC LIMIT 1`,
  historyOfMember: `SELECT * FROM outbox WHERE customer_id = ? ORDER BY seq DESC LIMIT ?`,
  enrolmentOf: `SELECT * FROM outbox WHERE customer_id = ? AND kind = 'enrol' ORDER BY seq DESC LIMIT 1`,
};

export type OutboxStatements = { readonly [Name in keyof typeof SQL]: Statement };

export function prepareStatements(db: Db): OutboxStatements {
  const prepared = Object.entries(SQL).map(([name, sql]) => [name, db.prepare(sql)]);
  return Object.fromEntries(prepared) as OutboxStatements;
}
