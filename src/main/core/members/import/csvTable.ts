// A store's member file read as a table: papaparse does the reading (quotes, separators, line
// ends, a byte-order mark); this module caps what one file may make the station hold.
import Papa from 'papaparse';
import { failure } from '@shared/i18n/failure';
import { readCsvCell } from '@shared/csv';
import { MEMBER_VALUE_MAX } from '@shared/api';
import { IMPORT_LIMITS } from '@shared/ipc/memberRecords';

export interface CsvTable {
  columns: string[];
  /** Each row's cells in the order of `columns`, "" where a row is short. */
  rows: string[][];
}

/** The file's first row names the columns; empty lines are passed over. */
export function readCsvTable(text: string): CsvTable {
  if (text.length > IMPORT_LIMITS.textMax) {
    throw failure('invalid', 'store.import.tooLarge', {
      megabytes: IMPORT_LIMITS.textMax / 1024 / 1024,
    });
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    // Reading stops past the cap; the count says whether there was more.
    preview: IMPORT_LIMITS.rowsMax + 2,
  });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes' && e.row === undefined);
  if (fatal) throw failure('invalid', 'store.import.notCsv', { problem: fatal.message });
  const [header, ...rows] = parsed.data;
  if (!header || header.every((cell) => cell.trim() === '')) {
    throw failure('invalid', 'store.import.empty');
  }
  if (header.length > IMPORT_LIMITS.columnsMax) {
    throw failure('invalid', 'store.import.tooManyColumns', {
      columns: header.length,
      maximum: IMPORT_LIMITS.columnsMax,
    });
  }
  if (rows.length > IMPORT_LIMITS.rowsMax) {
    throw failure('invalid', 'store.import.tooManyMembers', { maximum: IMPORT_LIMITS.rowsMax });
  }
  const columns = uniqueNames(header.map((name) => name.trim()));
  return {
    columns,
    rows: rows.map((row) =>
      // The station's own export defused formula-like cells (a phone's +): they read back as written.
      columns.map((_, i) =>
        readCsvCell(row[i] ?? '')
          .trim()
          .slice(0, MEMBER_VALUE_MAX + 1),
      ),
    ),
  };
}

/** Two columns of the same name (or none) still need names a mapping can tell apart. */
function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name, i) => {
    const base = name === '' ? `Column ${i + 1}` : name;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}
