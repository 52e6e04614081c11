// The activity journal: every local action and its outcome, in order, exportable as CSV.
import { z } from 'zod';
import { journalEntry, type JournalEntry } from '@shared/ipc/views';
import type { Actor } from '@shared/ipc/staffContract';
import type { Db } from '../db/database';
import { authorOf, whoOf } from './who';
import type { Said } from '@shared/i18n/said';
import { memberName } from '@shared/members/memberName';
import type { Translator } from '@shared/i18n/translate';
import { journalCsv } from './journalCsv';
import { detailIn, detailSaidOf, storedDetail, type JournalDetail } from './details';
import { inEnglish } from '@shared/i18n/everyLanguage';

/**
 * An exported line also says when the service answered (for lines that record an answer) and
 * which member the item was about, with the member's fields as this station knows them.
 */
const storedLine = z.object({
  at: z.string(),
  action: z.string(),
  outcome: z.string(),
  itemId: z.string().nullable(),
  detail: z.string(),
  role: journalEntry.shape.role,
  staffName: z.string().nullable(),
  reason: z.string().nullable(),
  beforeStaff: z.number().transform((flag) => flag === 1),
});

const itemAuthor = storedLine
  .pick({ role: true, staffName: true, reason: true, beforeStaff: true })
  .extend({ itemId: z.string() });

/** A stored line as the screens see it: who did it named by the one rule (`who.ts`). */
const entryOf = (line: z.infer<typeof storedLine>): JournalEntry => {
  const detailSaid = detailSaidOf(line.detail);
  return journalEntry.parse({
    ...line,
    detail: detailSaid ? inEnglish(detailSaid) : line.detail,
    detailSaid,
    who: whoOf(line),
    whoSaid: authorOf(line).whoSaid,
  });
};

const exportedEntry = storedLine.extend({
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

/** What a line keeps of who wrote it; with nobody signed in, the role alone. */
const NOBODY: Actor = { role: null, staffId: null, name: null };

const LINE_COLUMNS = `j.at, j.action, j.outcome, j.item_id AS itemId, j.detail, j.role,
  j.staff_name AS staffName, j.reason, j.before_staff AS beforeStaff`;

export class Journal {
  private readonly insert;
  private readonly recent;
  private readonly all;
  private readonly authors;

  constructor(
    db: Db,
    private readonly now: () => Date,
    private readonly actor: () => Actor = () => NOBODY,
  ) {
    this.insert = db.prepare(
      `INSERT INTO journal (at, action, outcome, item_id, detail, service_time, role, staff_id,
         staff_name, reason)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    // An item's author is who queued it (its first line); its reason, the latest one given.
    this.authors = db.prepare(
      `SELECT j.item_id AS itemId, j.role, j.staff_name AS staffName,
         j.before_staff AS beforeStaff,
         (SELECT r.reason FROM journal r WHERE r.item_id = j.item_id AND r.reason IS NOT NULL
          ORDER BY r.id DESC LIMIT 1) AS reason
       FROM journal j WHERE j.id IN (SELECT MIN(id) FROM journal
         WHERE item_id IN (SELECT value FROM json_each(?)) GROUP BY item_id)`,
    );
    this.recent = db.prepare(`SELECT ${LINE_COLUMNS} FROM journal j ORDER BY j.id DESC LIMIT ?`);
    this.all = db.prepare(
      `SELECT ${LINE_COLUMNS},
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
   * time the caller already stamped on that change, when it has one; `reason`, why a person made
   * a change that needs one.
   */
  record(
    action: string,
    outcome: string,
    itemId: string | null,
    detail: JournalDetail = '',
    serviceTime: string | null = null,
    at = this.now().toISOString(),
    reason?: string | null,
  ): void {
    const { role, staffId, name } = this.actor();
    this.insert.run(
      at,
      action,
      outcome,
      itemId,
      storedDetail(detail),
      serviceTime,
      role,
      staffId,
      name,
      reason ?? null,
    );
  }

  list(limit: number): JournalEntry[] {
    return this.recent.all(limit).map((row) => entryOf(storedLine.parse(row)));
  }

  /** Who queued each of these items (`authorOf`), and why, when a reason was given. */
  authorsOf(
    itemIds: readonly string[],
  ): Map<string, { who: string | null; whoSaid: Said | null; reason: string | null }> {
    const rows = this.authors.all(JSON.stringify(itemIds)).map((row) => itemAuthor.parse(row));
    return new Map(rows.map((r) => [r.itemId, { ...authorOf(r), reason: r.reason }]));
  }

  /**
   * Every line, with both clocks, the member (id and name), the station's name, the role, the
   * person (by the rule of `who.ts`) and the reason.
   */
  exportCsv(station: string, words: Translator): { filename: string; csv: string } {
    const rows = this.all.all().map((row) => exportedEntry.parse(row));
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    return {
      filename: `passdesk-journal-${stamp}.csv`,
      csv: journalCsv(
        rows.map((r) => ({
          at: r.at,
          serviceTime: r.serviceTime ?? '',
          action: r.action,
          outcome: r.outcome,
          itemId: r.itemId ?? '',
          memberId: r.memberId ?? '',
          memberName: memberName(fieldsOf(r.memberFields) ?? fieldsOf(r.enrolFields)),
          station,
          detail: detailIn(r.detail, words),
          reason: r.reason ?? '',
          role: r.role,
          staffName: r.staffName,
          beforeStaff: r.beforeStaff,
        })),
        words,
      ),
    };
  }
}
