// Background re-render batches of issued passes (spec 4.4 rule 3).
import type { BatchStatus, BatchStatusResponse } from '@shared/api';
import { newId, nowIso } from '../ids';
import type { Db } from './database';

export interface BatchRecord extends BatchStatusResponse {
  accountId: string;
  dynamicPassId: string;
  templateVersion: number;
}

interface BatchRow {
  id: string;
  account_id: string;
  dynamic_pass_id: string;
  template_version: number;
  status: string;
  total: number;
  processed: number;
  failed: number;
}

const toBatch = (row: BatchRow): BatchRecord => ({
  batchId: row.id,
  accountId: row.account_id,
  dynamicPassId: row.dynamic_pass_id,
  templateVersion: row.template_version,
  status: row.status as BatchStatus,
  total: row.total,
  processed: row.processed,
  failed: row.failed,
});

export class BatchTable {
  constructor(private readonly db: Db) {}

  insert(accountId: string, dynamicPassId: string, version: number, total: number): string {
    const id = newId();
    const now = nowIso();
    this.db
      .prepare(
        `INSERT INTO batches (id, account_id, dynamic_pass_id, template_version, status, total, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'queued', ?, ?, ?)`,
      )
      .run(id, accountId, dynamicPassId, version, total, now, now);
    return id;
  }

  find(accountId: string, id: string): BatchRecord | null {
    const row = this.db.prepare<[string], BatchRow>('SELECT * FROM batches WHERE id = ?').get(id);
    return row && row.account_id === accountId ? toBatch(row) : null;
  }

  /** The oldest batch not yet finished, including one interrupted by a restart. */
  nextOpen(): BatchRecord | null {
    const row = this.db
      .prepare<[], BatchRow>(
        `SELECT * FROM batches WHERE status IN ('queued', 'processing') ORDER BY rowid LIMIT 1`,
      )
      .get();
    return row ? toBatch(row) : null;
  }

  progress(id: string, status: BatchStatus, processed: number, failed: number): void {
    this.db
      .prepare(
        'UPDATE batches SET status = ?, processed = ?, failed = ?, updated_at = ? WHERE id = ?',
      )
      .run(status, processed, failed, nowIso(), id);
  }
}
