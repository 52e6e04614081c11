// Every row of an import checked with the enrolment form's own schema (what the counter's form
// refuses, the import refuses), a few hundred at a time so the counter is answered in between.
import { createHash } from 'node:crypto';
import { enrolSchema, type EnrolField } from '@shared/members/enrolForm';
import { enrolIssueInEnglish } from '@shared/members/enrolEnglish';
import { mappedRow, type ImportMapping } from './mapping';
import type { CsvTable } from './csvTable';

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
  messages: string[];
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

/**
 * A row's key: the program and its normalised values, so a row names the same member however its
 * phone was spaced, in this file or the next.
 */
export function rowKey(dynamicPassId: string, values: Record<string, string>): string {
  const sorted = Object.keys(values)
    .sort()
    .map((name) => [name, values[name]]);
  return createHash('sha256')
    .update(JSON.stringify([dynamicPassId, sorted]))
    .digest('hex');
}

function countOf(text: string, program: ImportProgram): number | null | string {
  if (text === '') return null;
  if (!/^\d{1,6}$/.test(text)) return `Count: "${text}" is not a whole number`;
  const count = Number(text);
  if (count > program.maxCount) {
    return `Count: ${count} is more than the card holds (${program.maxCount})`;
  }
  return count;
}

export async function checkRows(
  table: CsvTable,
  mapping: ImportMapping,
  program: ImportProgram,
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
      const messages = [
        ...(checked.success ? [] : checked.error.issues.map(enrolIssueInEnglish)),
        ...(typeof count === 'string' ? [count] : []),
      ];
      if (!checked.success || typeof count === 'string') {
        result.problems.push({ line, messages });
        return;
      }
      const key = rowKey(program.dynamicPassId, checked.data);
      if (seen.has(key)) {
        result.repeated.push(line);
        return;
      }
      seen.add(key);
      result.valid.push({ line, key, values: checked.data, count });
    });
  }
  return result;
}
