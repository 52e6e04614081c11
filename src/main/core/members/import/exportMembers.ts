// The program's members as a CSV file, read a slice at a time so a long list never holds up the
// counter, with cells a spreadsheet would run as formulas defused as the journal's are.
import { z } from 'zod';
import { toCsv } from '@shared/csv';
import { enrolFields } from '@shared/members/enrolForm';
import type { ProgramView } from '@shared/ipc/views';
import type { Translator } from '@shared/i18n/translate';
import type { MembersWorkspace } from '../membersWorkspace';
import { programInitialCount } from '../program';

const SLICE = 2_000;

const exportedRow = z.object({
  rowid: z.number().int(),
  customer_id: z.string(),
  card_id: z.string().nullable(),
  dynamic_fields: z.string().nullable(),
});

const fieldsOf = (text: string | null): Record<string, string> => {
  const parsed = z.record(z.string(), z.string()).safeParse(text ? JSON.parse(text) : {});
  return parsed.success ? parsed.data : {};
};

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function exportMembers(
  ws: MembersWorkspace,
  program: ProgramView,
  now: Date,
  words: Translator,
): Promise<{ filename: string; csv: string }> {
  // A member's access code opens their card page: it never leaves the station in a file.
  const fields = enrolFields(program.template).filter((f) => f.kind !== 'code');
  const page = ws.db.prepare(
    `SELECT rowid, customer_id, card_id, dynamic_fields FROM members
     WHERE dynamic_pass_id = ? AND rowid > ? ORDER BY rowid LIMIT ?`,
  );
  const initial = programInitialCount(program);
  const rows: string[][] = [];
  for (let after = 0; ;) {
    const slice = page.all(program.dynamicPassId, after, SLICE).map((r) => exportedRow.parse(r));
    for (const row of slice) {
      const values = fieldsOf(row.dynamic_fields);
      // The count the station shows, with the check-ins still waiting to be sent, so a file
      // written offline (or just after an import) carries what the counter would say; in plain
      // digits, whatever the language, so an import on any station reads it back.
      const count = ws.members.view(row.customer_id, initial).displayCount;
      rows.push([
        row.customer_id,
        row.card_id ?? '',
        ...fields.map((f) => values[f.name] ?? ''),
        count === null ? '' : String(count),
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
    csv: toCsv(
      [
        words.t('store.membersCsv.memberId'),
        words.t('store.membersCsv.passId'),
        // The labels are the program's own, as the store wrote them.
        ...fields.map((f) => f.label),
        words.t('store.membersCsv.count'),
      ],
      rows,
    ),
  };
}
