// The activity journal: every local action and its outcome, in order, exportable as CSV.
import { z } from 'zod';
import { journalEntry, type JournalEntry, type Role } from '@shared/ipc/views';
import type { Db } from '../store/database';
import { toCsv } from './csv';

/** An exported line also says when the service answered, for lines that record an answer. */
const exportedEntry = journalEntry.extend({ serviceTime: z.string().nullable() });

export class Journal {
  private readonly insert;
  private readonly recent;
  private readonly all;

  constructor(
    db: Db,
    private readonly now: () => Date,
    private readonly role: () => Role | null = () => null,
  ) {
    this.insert = db.prepare(
      `INSERT INTO journal (at, action, outcome, item_id, detail, service_time, role)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.recent = db.prepare(
      `SELECT at, action, outcome, item_id AS itemId, detail, role FROM journal
       ORDER BY id DESC LIMIT ?`,
    );
    this.all = db.prepare(
      `SELECT at, action, outcome, item_id AS itemId, detail, role, service_time AS serviceTime
       FROM journal ORDER BY id`,
    );
  }

  /**
   * Call inside the transaction of the change it records, so both land or neither. `at` is the
   * time the caller already stamped on that change, when it has one.
   */
  record(
    action: string,
    outcome: string,
    itemId: string | null,
    detail = '',
    serviceTime: string | null = null,
    at = this.now().toISOString(),
  ): void {
    this.insert.run(at, action, outcome, itemId, detail, serviceTime, this.role());
  }

  list(limit: number): JournalEntry[] {
    return this.recent.all(limit).map((row) => journalEntry.parse(row));
  }

  exportCsv(): { filename: string; csv: string } {
    const rows = this.all.all().map((row) => exportedEntry.parse(row));
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    return {
      filename: `passdesk-journal-${stamp}.csv`,
      csv: toCsv(
        ['at', 'action', 'outcome', 'itemId', 'detail', 'role', 'serviceTime'],
        rows.map((r) => [
          r.at,
          r.action,
          r.outcome,
          r.itemId ?? '',
          r.detail,
          r.role ?? '',
          r.serviceTime ?? '',
        ]),
      ),
    };
  }
}
