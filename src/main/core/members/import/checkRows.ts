// Every row of an import checked with the enrolment form's own schema (what the counter's form
// refuses, the import refuses), a few hundred at a time so the counter is answered in between.
import { enrolSchema, type EnrolField } from '@shared/members/enrolForm';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said, type Said } from '@shared/i18n/said';
import { enrolIssueSaid } from '@shared/members/enrolIssues';
import { mappedRow, type ImportMapping } from './mapping';
import type { CsvTable } from './csvTable';
import type { RowKeyOf } from './importKeys';

/** Rows checked between two turns of the event loop. */
const SLICE = 500;

export interface CheckedRow {
  /** The row's line in the file (the header is line 1), as a spreadsheet numbers it. */
  line: number;
  key: string;
  values: Record<string, string>;
  /** The count to set after enrolling; null keeps the program's initial count. */
  count: number | null;
}

export interface RowProblem {
  line: number;
  /** In English. */
  messages: string[];
  /** The same, to say in the station's language; absent when one problem has no words of ours. */
  said?: Said[];
}

export interface CheckedTable {
  valid: CheckedRow[];
  problems: RowProblem[];
  /** Lines whose member is the same as an earlier line's (imported once). */
  repeated: number[];
}

export interface ImportProgram {
  dynamicPassId: string;
  /** The station's country for numbers written without +, as the counter's form reads them. */
  phoneCountry: string | null;
  fields: readonly EnrolField[];
  initialCount: number;
  maxCount: number;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

function countOf(text: string, program: ImportProgram): number | null | Said {
  if (text === '') return null;
  if (!/^\d{1,6}$/.test(text))
    return said('store.import.countNotWhole', { text: text.slice(0, 40) });
  const count = Number(text);
  if (count > program.maxCount) {
    return said('store.import.countOverMax', { count, max: program.maxCount });
  }
  return count;
}

export async function checkRows(
  table: CsvTable,
  mapping: ImportMapping,
  program: ImportProgram,
  /** A row's key (importKeys.ts): the same member names the same key however it was spaced. */
  keyOf: RowKeyOf,
): Promise<CheckedTable> {
  const schema = enrolSchema(program.fields, program.phoneCountry);
  const result: CheckedTable = { valid: [], problems: [], repeated: [] };
  const seen = new Set<string>();
  for (let start = 0; start < table.rows.length; start += SLICE) {
    if (start > 0) await turn();
    table.rows.slice(start, start + SLICE).forEach((row, offset) => {
      const line = start + offset + 2;
      const { values, countText } = mappedRow(mapping, table.columns, row);
      const checked = schema.safeParse(values);
      const count = countOf(countText, program);
      const refused = typeof count === 'object' && count !== null ? count : null;
      if (!checked.success || refused) {
        const issues = checked.success ? [] : checked.error.issues;
        const saids = [
          ...issues.map((issue) => enrolIssueSaid(issue)),
          ...(refused ? [refused] : []),
        ];
        const messages = saids.map((words, i) => (words ? inEnglish(words) : issues[i]!.message));
        const whole = saids.every((words): words is Said => words !== null);
        result.problems.push(whole ? { line, messages, said: saids } : { line, messages });
        return;
      }
      const key = keyOf(program.dynamicPassId, checked.data);
      if (seen.has(key)) {
        result.repeated.push(line);
        return;
      }
      seen.add(key);
      result.valid.push({ line, key, values: checked.data, count: count as number | null });
    });
  }
  return result;
}
