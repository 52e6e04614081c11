// The program's members as a CSV file, read a slice at a time so a long list never holds up the
// counter, with cells a spreadsheet would run as formulas defused as the journal's are.
import { z } from 'zod';
import { toCsv } from '@shared/csv';
import { enrolFields } from '@shared/members/enrolForm';
import type { ProgramView } from '@shared/ipc/views';
import type { Workspace } from '../../workspace';

const SLICE = 2_000;

const exportedRow = z.object({
  rowid: z.number().int(),
  customer_id: z.string(),
  card_id: z.string().nullable(),
  known_count: z.number().int().nullable(),
  dynamic_fields: z.string().nullable(),
});

const fieldsOf = (text: string | null): Record<string, string> => {
  const parsed = z.record(z.string(), z.string()).safeParse(text ? JSON.parse(text) : {});
  return parsed.success ? parsed.data : {};
};

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function exportMembers(
  ws: Workspace,
  program: ProgramView,
  now: Date,
): Promise<{ filename: string; csv: string }> {
  // A member's access code opens their card page: it never leaves the station in a file.
  const fields = enrolFields(program.template).filter((f) => f.kind !== 'code');
  const page = ws.db.prepare(
    `SELECT rowid, customer_id, card_id, known_count, dynamic_fields FROM members
     WHERE dynamic_pass_id = ? AND rowid > ? ORDER BY rowid LIMIT ?`,
  );
  const rows: string[][] = [];
  for (let after = 0; ;) {
    const slice = page.all(program.dynamicPassId, after, SLICE).map((r) => exportedRow.parse(r));
    for (const row of slice) {
      const values = fieldsOf(row.dynamic_fields);
      rows.push([
        row.customer_id,
        row.card_id ?? '',
        ...fields.map((f) => values[f.name] ?? ''),
        row.known_count === null ? '' : String(row.known_count),
      ]);
    }
    if (slice.length < SLICE) break;
    after = slice.at(-1)!.rowid;
    await turn();
  }
  const day = now.toISOString().slice(0, 10);
  const slug = program.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    filename: `passdesk-members-${slug || 'program'}-${day}.csv`,
    csv: toCsv(['Member id', 'Pass id', ...fields.map((f) => f.label), 'Count'], rows),
  };
}
