// Checked rows into the outbox: each an enrolment (and a set of its count) under a local id, in
// slices of one transaction each. A row's key is written in the transaction that queues it, so
// the same row is never added twice, and an import cut off by a crash resumes by running again.
import { randomUUID } from 'node:crypto';
import { memberName } from '@shared/members/memberName';
import type { Db } from '../../db/database';
import { sealingCode } from '../accessCodes';
import type { MembersWorkspace } from '../membersWorkspace';
import type { CheckedRow, ImportProgram } from './checkRows';
import { hasUnkeyedRows, unkeyedRowKey } from './importKeys';

/** Rows queued in one transaction: a slice holds the writer for a few milliseconds only. */
const SLICE = 200;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The keys of the rows already imported, kept in the workspace's database. */
export class ImportedRows {
  private readonly stmts;
  /** Whether keys of earlier imports, unkeyed, are still kept (importKeys.ts). */
  private readonly unkeyed: boolean;

  constructor(
    db: Db,
    private readonly dynamicPassId: string,
  ) {
    this.stmts = {
      has: db.prepare('SELECT 1 FROM member_imports WHERE row_key = ?').pluck(),
      put: db.prepare(
        `INSERT INTO member_imports (row_key, dynamic_pass_id, customer_id, enrol_item, imported_at)
         VALUES (?, ?, ?, ?, ?)`,
      ),
    };
    this.unkeyed = hasUnkeyedRows(db);
  }

  has(row: Pick<CheckedRow, 'key' | 'values'>): boolean {
    if (this.stmts.has.get(row.key) !== undefined) return true;
    return (
      this.unkeyed &&
      this.stmts.has.get(unkeyedRowKey(this.dynamicPassId, row.values)) !== undefined
    );
  }

  put(key: string, customerId: string, itemId: string, at: string): void {
    this.stmts.put.run(key, this.dynamicPassId, customerId, itemId, at);
  }
}

export interface ImportOutcome {
  added: number;
  alreadyImported: number;
}

export async function importRows(
  ws: MembersWorkspace,
  program: ImportProgram & { groupId: string | null },
  rows: readonly CheckedRow[],
  now: () => Date,
): Promise<ImportOutcome> {
  const imported = new ImportedRows(ws.db, program.dynamicPassId);
  const outcome: ImportOutcome = { added: 0, alreadyImported: 0 };
  for (let start = 0; start < rows.length; start += SLICE) {
    if (start > 0) await turn();
    ws.submitMany((enqueue) => {
      for (const row of rows.slice(start, start + SLICE)) {
        if (imported.has(row)) {
          outcome.alreadyImported++;
          continue;
        }
        const enrolled = enqueue(
          'enrol',
          sealingCode(ws, {
            localId: randomUUID(),
            dynamicPassId: program.dynamicPassId,
            groupId: program.groupId,
            fields: row.values,
            initialCount: program.initialCount,
          }),
          `${memberName(row.values) || 'A member'} (imported, line ${row.line})`,
        );
        const customerId = enrolled.customer_id!;
        ws.members.rememberLocal(
          customerId,
          program.dynamicPassId,
          row.values,
          program.initialCount,
        );
        if (row.count !== null && row.count !== program.initialCount) {
          enqueue(
            'checkIn',
            { customerId, action: { kind: 'set', count: row.count }, notification: null },
            // eslint-disable-next-line i18n/person-facing-text -- the journal's record of the import, kept as written like every journal detail
            `imported count ${row.count} (line ${row.line})`,
          );
        }
        imported.put(row.key, customerId, enrolled.id, now().toISOString());
        outcome.added++;
      }
    });
  }
  return outcome;
}
