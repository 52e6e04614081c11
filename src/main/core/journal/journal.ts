// The activity journal: every local action and its outcome, in order, exportable as CSV.
import { z } from 'zod';
import { journalEntry, type JournalEntry, type Role } from '@shared/ipc/views';
import type { Db } from '../store/database';
import { memberName } from '@shared/members/memberName';
import { toCsv } from '@shared/csv';

/**
 * An exported line also says when the service answered (for lines that record an answer) and
 * which member the item was about, with the member's fields as this station knows them.
 */
const exportedEntry = journalEntry.extend({
  serviceTime: z.string().nullable(),
  memberId: z.string().nullable(),
  memberFields: z.string().nullable(),
  enrolFields: z.string().nullable(),
});

const fieldsOf = (json: string | null): Record<string, string> | null => {
  if (json === null) return null;
  const parsed = z.record(z.string(), z.string()).safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
};

export const JOURNAL_CSV_HEADER = [
  'at',
  'serviceTime',
  'action',
  'outcome',
  'itemId',
  'memberId',
  'memberName',
  'station',
  'role',
  'detail',
] as const;

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
      `SELECT j.at, j.action, j.outcome, j.item_id AS itemId, j.detail, j.role,
         j.service_time AS serviceTime, o.customer_id AS memberId,
         m.dynamic_fields AS memberFields,
         CASE WHEN o.kind = 'enrol' THEN json_extract(o.payload, '$.fields') END AS enrolFields
       FROM journal j
       LEFT JOIN outbox o ON o.id = j.item_id
       LEFT JOIN members m ON m.customer_id = o.customer_id
       ORDER BY j.id`,
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

  /** Every line, with both clocks, the member (id and name), the station's name and the role. */
  exportCsv(station: string): { filename: string; csv: string } {
    const rows = this.all.all().map((row) => exportedEntry.parse(row));
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    return {
      filename: `passdesk-journal-${stamp}.csv`,
      csv: toCsv(
        JOURNAL_CSV_HEADER,
        rows.map((r) => [
          r.at,
          r.serviceTime ?? '',
          r.action,
          r.outcome,
          r.itemId ?? '',
          r.memberId ?? '',
          memberName(fieldsOf(r.memberFields) ?? fieldsOf(r.enrolFields)),
          station,
          r.role ?? '',
          r.detail,
        ]),
      ),
    };
  }
}
