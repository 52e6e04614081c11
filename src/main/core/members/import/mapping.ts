// Which column of a store's file fills which field of the program's enrolment form, guessed from
// the columns' names and changeable by the manager before anything is imported.
import { translatorOf } from '@shared/i18n/everyLanguage';
import { LOCALES } from '@shared/i18n/locales';
import type { EnrolField } from '@shared/members/enrolForm';

/** Field name -> column name (null: not imported), and the column holding each member's count. */
export interface ImportMapping {
  fields: Record<string, string | null>;
  count: string | null;
}

// Letters and digits of any script: an Arabic or a German header is not squashed to nothing.
const squash = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const KIND_WORDS: Record<EnrolField['kind'], RegExp | null> = {
  phone: /phone|mobile|tel|cell|handy|movil|portable/,
  email: /e?mail|courriel|correo/,
  code: /accesscode|pin|code/,
  text: null,
};
const NAME_WORDS = /^(full)?name$|^customer(name)?$|^member(name)?$|^client(name)?$|^nom$|^nombre$/;
const COUNT_WORDS = /count|stamps?|visits?|points|punches|chops|sellos|tampons/;

/** The count column's header as a station exports it in each language: its files come back whole. */
const EXPORTED_COUNT = new Set(
  LOCALES.map((locale) => translatorOf(locale).t('store.membersCsv.count').toLocaleLowerCase()),
);

/** The likeliest mapping: a column named as the field or its label, else one of its kind. */
export function guessMapping(
  fields: readonly EnrolField[],
  columns: readonly string[],
): ImportMapping {
  const taken = new Set<string>();
  const pick = (test: (squashed: string) => boolean): string | null => {
    const column = columns.find((c) => !taken.has(c) && test(squash(c))) ?? null;
    if (column) taken.add(column);
    return column;
  };
  const mapped: Record<string, string | null> = {};
  for (const field of fields) {
    mapped[field.name] = pick((c) => c === squash(field.name) || c === squash(field.label));
  }
  for (const field of fields) {
    if (mapped[field.name]) continue;
    const words = field.name === 'name' ? NAME_WORDS : KIND_WORDS[field.kind];
    mapped[field.name] = words ? pick((c) => words.test(c)) : null;
  }
  const exported = columns.find(
    (c) => !taken.has(c) && EXPORTED_COUNT.has(c.trim().toLocaleLowerCase()),
  );
  return { fields: mapped, count: exported ?? pick((c) => COUNT_WORDS.test(c)) };
}

/** One row's values for the form, and its count text, as the mapping reads them. */
export function mappedRow(
  mapping: ImportMapping,
  columns: readonly string[],
  row: readonly string[],
): { values: Record<string, string>; countText: string } {
  const cell = (column: string | null) => {
    const i = column === null ? -1 : columns.indexOf(column);
    return i < 0 ? '' : (row[i] ?? '');
  };
  const values: Record<string, string> = {};
  for (const [field, column] of Object.entries(mapping.fields)) {
    const value = cell(column);
    if (value !== '') values[field] = value;
  }
  return { values, countText: cell(mapping.count) };
}

/** What a sample shows for an access code: its length would tell too much. */
export const HIDDEN_CODE = '••••';

/**
 * The first rows as read, with the cells of the column that fills the access code hidden: a code
 * opens the member's card page, and the station never shows one.
 */
export function sampleRows(
  fields: readonly EnrolField[],
  mapping: ImportMapping,
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  count: number,
): string[][] {
  const codeColumns = new Set(
    fields.filter((f) => f.kind === 'code').map((f) => mapping.fields[f.name] ?? null),
  );
  return rows
    .slice(0, count)
    .map((row) =>
      row.map((cell, i) => (cell !== '' && codeColumns.has(columns[i]!) ? HIDDEN_CODE : cell)),
    );
}
