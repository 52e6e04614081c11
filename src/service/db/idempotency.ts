// Answers recorded per Idempotency-Key, so a retried change is answered again, not redone.
import { nowIso } from '../ids';
import type { Db } from './database';

export interface RecordedAnswer {
  requestHash: string;
  status: number;
  body: unknown;
}

/** How long a key is remembered; a retry after that is treated as a new request. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

export class IdempotencyTable {
  constructor(private readonly db: Db) {}

  find(accountId: string, key: string): RecordedAnswer | null {
    const row = this.db
      .prepare<[string, string], { request_hash: string; status: number; body: string }>(
        'SELECT request_hash, status, body FROM idempotency_keys WHERE account_id = ? AND key = ?',
      )
      .get(accountId, key);
    return row
      ? { requestHash: row.request_hash, status: row.status, body: JSON.parse(row.body) }
      : null;
  }

  record(accountId: string, key: string, answer: RecordedAnswer): void {
    this.db
      .prepare(
        `INSERT INTO idempotency_keys (account_id, key, request_hash, status, body, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        accountId,
        key,
        answer.requestHash,
        answer.status,
        JSON.stringify(answer.body),
        nowIso(),
      );
  }

  forgetExpired(): void {
    const cutoff = new Date(Date.now() - IDEMPOTENCY_RETENTION_HOURS * 3600_000).toISOString();
    this.db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(cutoff);
  }
}
