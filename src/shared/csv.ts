// CSV as RFC 4180 writes it, safe to open in a spreadsheet, and the station's own cells read back.
/**
 * Text a spreadsheet would run as a formula, also behind quotes this rule added before: a value
 * that already starts with `'` and a formula character gets one more, so reading back is exact.
 */
const NEEDS_DEFUSING = /^'*[=+\-@\t\r]/;
const DEFUSED = /^'+[=+\-@\t\r]/;

/** Quotes a cell when needed, and defuses text a spreadsheet would run as a formula. */
export function csvCell(value: string): string {
  const safe = NEEDS_DEFUSING.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A cell as `csvCell` wrote it, once a CSV reader has unquoted it: the defusing `'` taken off. */
export function readCsvCell(cell: string): string {
  return DEFUSED.test(cell) ? cell.slice(1) : cell;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
