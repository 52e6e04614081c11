// What the import page decides without the core: whether a file may be read, how a changed
// select makes the next mapping, and how counts are said.
import { IMPORT_LIMITS, type ImportMappingInput } from '@shared/ipc/memberRecords';
import { said, type Said } from '@shared/i18n/said';

const MB = 1024 * 1024;

/**
 * Why a chosen file is refused before it is read (null: read it). Judged on its size in bytes,
 * which the browser knows without reading: a file of more bytes than the core takes characters
 * would be refused by the core anyway, after being read whole and sent.
 */
export function fileRefusal(file: { name: string; size: number }): Said | null {
  if (file.size > IMPORT_LIMITS.textMax) {
    // Rounded up, so a file just over the limit never reads as the limit itself.
    const size = Math.ceil((file.size / MB) * 10) / 10;
    return said('members.import.tooBig', {
      file: file.name,
      size,
      most: IMPORT_LIMITS.textMax / MB,
    });
  }
  if (file.size === 0) return said('members.import.empty', { file: file.name });
  return null;
}

/** The mapping with one field (or the count, `field` null) read from another column. */
export function remapped(
  mapping: ImportMappingInput,
  field: string | null,
  column: string | null,
): ImportMappingInput {
  if (field === null) return { fields: { ...mapping.fields }, count: column };
  return { fields: { ...mapping.fields, [field]: column }, count: mapping.count };
}

/** How many problems the check found beyond those it answers, said under the list; null: none. */
export function problemsNotShown(problemCount: number, shown: number): number | null {
  const more = problemCount - shown;
  return more > 0 ? more : null;
}
