// The key of an imported row: the program and the row's normalised values, digested with the
// station's secret (settings/stationSecret.ts), so a copy of the database alone cannot confirm
// who was imported by guessing their values. A member's keys go with the member when they are
// erased, so importing the same file again adds them anew.
//
// Keys written before were unkeyed sha256 digests (no prefix). They cannot be rekeyed from the
// digest; they are rekeyed from the values their enrolment queued when the station still holds
// them, dropped when their member was erased (the digest alone would tell a guess), and kept
// only for a member who is still here but whose queued values are gone; such a key still stops
// that row from being imported twice, and goes when its member is erased.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { StationSecret } from '../../settings/stationSecret';

/** A keyed row key starts so; an unkeyed one (written before) is 64 hex digits. */
const KEYED = 'k1:';

/** The row as one text: the same values in any column order, the same text. */
function rowText(dynamicPassId: string, values: Record<string, string>): string {
  const sorted = Object.keys(values)
    .sort()
    .map((name) => [name, values[name]]);
  return JSON.stringify([dynamicPassId, sorted]);
}

export type RowKeyOf = (dynamicPassId: string, values: Record<string, string>) => string;

/** The key rows are imported under from now on. */
export const keyedRowKey =
  (secret: StationSecret): RowKeyOf =>
  (dynamicPassId, values) =>
    KEYED + secret.digest('importRows', rowText(dynamicPassId, values));

/** The unkeyed key of earlier imports, looked for only while rows keyed so remain. */
export const unkeyedRowKey: RowKeyOf = (dynamicPassId, values) =>
  createHash('sha256').update(rowText(dynamicPassId, values)).digest('hex');

export const hasUnkeyedRows = (db: Db): boolean =>
  db.prepare(`SELECT 1 FROM member_imports WHERE row_key NOT LIKE '${KEYED}%' LIMIT 1`).get() !==
  undefined;

const enrolFields = z.object({ fields: z.record(z.string(), z.string()) });

export interface RekeyOutcome {
  rekeyed: number;
  dropped: number;
  kept: number;
}

/**
 * The unkeyed keys of earlier imports made keyed, once, when the workspace opens (before the
 * access codes are taken out of synced enrolments, since a key covers the code too). One
 * transaction: a crash leaves every row as it was or every row done.
 */
export function rekeyImportedRows(db: Db, secret: StationSecret): RekeyOutcome {
  const outcome: RekeyOutcome = { rekeyed: 0, dropped: 0, kept: 0 };
  if (!hasUnkeyedRows(db)) return outcome;
  const keyOf = keyedRowKey(secret);
  const rows = db
    .prepare(
      `SELECT i.row_key, i.dynamic_pass_id, i.customer_id, o.payload
       FROM member_imports i LEFT JOIN outbox o ON o.id = i.enrol_item AND o.kind = 'enrol'
       WHERE i.row_key NOT LIKE '${KEYED}%'`,
    )
    .all() as {
    row_key: string;
    dynamic_pass_id: string;
    customer_id: string;
    payload: string | null;
  }[];
  const drop = db.prepare('DELETE FROM member_imports WHERE row_key = ?');
  const rekey = db.prepare('UPDATE OR REPLACE member_imports SET row_key = ? WHERE row_key = ?');
  db.transaction(() => {
    for (const row of rows) {
      if (row.customer_id.startsWith('erased-')) {
        drop.run(row.row_key);
        outcome.dropped++;
        continue;
      }
      const queued = row.payload ? enrolFields.safeParse(JSON.parse(row.payload)) : null;
      const fields = queued?.success ? queued.data.fields : {};
      // The values it was made from, checked against the key itself before it is replaced.
      if (
        Object.keys(fields).length > 0 &&
        unkeyedRowKey(row.dynamic_pass_id, fields) === row.row_key
      ) {
        rekey.run(keyOf(row.dynamic_pass_id, fields), row.row_key);
        outcome.rekeyed++;
      } else {
        outcome.kept++;
      }
    }
  })();
  return outcome;
}
