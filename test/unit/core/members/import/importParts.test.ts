// The pieces of a member import: reading a file as a table within its caps, guessing which
// column fills which field, and the key that names a row's member however it was typed.
import { describe, expect, it } from 'vitest';
import type { EnrolField } from '@shared/members/enrolForm';
import { readCsvTable } from '../../../../../src/main/core/members/import/csvTable';
import { guessMapping, mappedRow } from '../../../../../src/main/core/members/import/mapping';
import { checkRows } from '../../../../../src/main/core/members/import/checkRows';
import { keyedRowKey } from '../../../../../src/main/core/members/import/importKeys';
import { StationSecret } from '../../../../../src/main/core/settings/stationSecret';
import { translatorOf } from '../../../../../src/shared/i18n/everyLanguage';

const field = (name: string, kind: EnrolField['kind'] = 'text'): EnrolField => ({
  name,
  label: name.charAt(0).toUpperCase() + name.slice(1),
  kind,
  required: false,
  maxLength: 100,
});

describe('readCsvTable', () => {
  it('reads quotes, separators inside quotes, CRLF, a BOM and blank lines', () => {
    const table = readCsvTable(
      '\uFEFFName,Phone\r\n"Lovelace, Ada","+44 20 7946 0000"\r\n\r\n"Bo ""B"" Smith",\r\n',
    );
    expect(table.columns).toEqual(['Name', 'Phone']);
    expect(table.rows).toEqual([
      ['Lovelace, Ada', '+44 20 7946 0000'],
      ['Bo "B" Smith', ''],
    ]);
  });

  it('names unnamed and repeated columns apart, and pads short rows', () => {
    const table = readCsvTable('name,,name\nAda\n');
    expect(table.columns).toEqual(['name', 'Column 2', 'name (2)']);
    expect(table.rows).toEqual([['Ada', '', '']]);
  });

  it('refuses what it cannot hold, saying what to do', () => {
    expect(() => readCsvTable('')).toThrow(/first row should name the columns/);
    expect(() =>
      readCsvTable(`${Array.from({ length: 51 }, (_, i) => `c${i}`).join(',')}\n`),
    ).toThrow(/51 columns; at most 50/);
    expect(() => readCsvTable('x'.repeat(3 * 1024 * 1024 + 1))).toThrow(
      /split it into smaller files/,
    );
  });
});

describe('guessMapping', () => {
  const fields = [
    field('name'),
    field('phone', 'phone'),
    field('email', 'email'),
    field('pin', 'code'),
  ];

  it('maps by name or label first, then by kind, each column once', () => {
    expect(
      guessMapping(fields, ['E-mail', 'Full Name', 'Mobile number', 'Visits', 'Notes']),
    ).toEqual({
      fields: { name: 'Full Name', phone: 'Mobile number', email: 'E-mail', pin: null },
      count: 'Visits',
    });
    expect(guessMapping(fields, ['Phone', 'Phone 2', 'Stamps', 'PIN'])).toEqual({
      fields: { name: null, phone: 'Phone', email: null, pin: 'PIN' },
      count: 'Stamps',
    });
  });

  it("reads a row's values through the mapping, leaving empty cells out", () => {
    const mapping = { fields: { name: 'N', phone: 'P', email: null }, count: 'C' };
    expect(mappedRow(mapping, ['N', 'P', 'C'], ['Ada', '', '3'])).toEqual({
      values: { name: 'Ada' },
      countText: '3',
    });
  });
});

describe('keyedRowKey', () => {
  it('is the same for the same values in any order, and differs by program and by station', () => {
    const rowKey = keyedRowKey(StationSecret.inMemory());
    const a = rowKey('p1', { name: 'Ada', phone: '+442079460000' });
    expect(rowKey('p1', { phone: '+442079460000', name: 'Ada' })).toBe(a);
    expect(rowKey('p2', { name: 'Ada', phone: '+442079460000' })).not.toBe(a);
    expect(rowKey('p1', { name: 'Ada' })).not.toBe(a);
    const another = keyedRowKey(StationSecret.inMemory());
    expect(another('p1', { name: 'Ada', phone: '+442079460000' })).not.toBe(a);
  });
});

describe('checkRows', () => {
  it('words each row’s problems to be said in the station’s language, with English beside', async () => {
    const program = {
      dynamicPassId: 'p',
      phoneCountry: null,
      fields: [{ ...field('name'), required: true }],
      initialCount: 0,
      maxCount: 8,
    };
    const mapping = { fields: { name: 'N' }, count: 'C' };
    const checked = await checkRows(
      {
        columns: ['N', 'C'],
        rows: [
          ['Ada', '12'],
          ['', 'x'],
          ['Grace', '3'],
        ],
      },
      mapping,
      program,
      keyedRowKey(StationSecret.inMemory()),
    );
    expect(checked.valid.map((row) => [row.line, row.count])).toEqual([[4, 3]]);
    const [tooMany, twoProblems] = checked.problems;
    expect(tooMany!.messages).toEqual(['Count: 12 is more than the card holds (8)']);
    const german = translatorOf('de');
    expect(tooMany!.said!.map((words) => german.say(words))).toEqual([
      'Anzahl: 12 ist mehr, als die Karte fasst (8)',
    ]);
    expect(twoProblems!.line).toBe(3);
    expect(twoProblems!.said).toHaveLength(2);
    expect(twoProblems!.said!.map((words) => german.say(words))[1]).toBe(
      'Anzahl: „x“ ist keine ganze Zahl',
    );
  });
});
