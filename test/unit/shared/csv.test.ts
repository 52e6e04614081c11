// The CSV cell rule both ways: what the station's exports defuse, its import reads back exactly.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, readCsvCell } from '@shared/csv';

/** A cell as a file holds it, read by a CSV reader and then by the station. */
const roundTrip = (value: string) =>
  readCsvCell(Papa.parse<string[]>(`${csvCell(value)}\r\n`).data[0]![0]!);

describe('a defused cell', () => {
  it('reads back as the value that was written, formulas and quotes alike', () => {
    for (const value of [
      '+442079460001',
      '=HYPERLINK("http://x")',
      '-Dash',
      '@home',
      '\tTabbed',
      "'+44 already quoted",
      "''=twice",
      "O'Brien",
      "'plain quote",
      'plain',
      '',
    ]) {
      expect(roundTrip(value)).toBe(value);
    }
  });

  it('leaves a quote alone that the export did not add', () => {
    expect(readCsvCell("'hello")).toBe("'hello");
    expect(readCsvCell("'+44 20 7946 0001")).toBe('+44 20 7946 0001');
    expect(readCsvCell("O'Brien")).toBe("O'Brien");
  });
});
