// What the import page decides without the core: whether a file may be read, how a changed
// select makes the next mapping, and how counts are said.
import { IMPORT_LIMITS, type ImportMappingInput } from '@shared/ipc/memberRecords';

const MB = 1024 * 1024;

/**
 * Why a chosen file is refused before it is read (null: read it). Judged on its size in bytes,
 * which the browser knows without reading: a file of more bytes than the core takes characters
 * would be refused by the core anyway, after being read whole and sent.
 */
export function fileRefusal(file: { name: string; size: number }): string | null {
  if (file.size > IMPORT_LIMITS.textMax) {
    // Rounded up, so a file just over the limit never reads as the limit itself.
    const size = (Math.ceil((file.size / MB) * 10) / 10).toFixed(1);
    return `${file.name} is ${size} MB; a member file may be at most ${IMPORT_LIMITS.textMax / MB} MB. Split it into smaller files and import each.`;
  }
  if (file.size === 0) return `${file.name} is empty: choose the file with the members in it.`;
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

/** "1 member", "980 members". */
export const members = (n: number): string =>
  `${n.toLocaleString('en')} ${n === 1 ? 'member' : 'members'}`;

/** Said under the problems listed when the check found more than it answers. */
export function problemsNotShown(problemCount: number, shown: number): string | null {
  const more = problemCount - shown;
  return more > 0 ? `and ${more.toLocaleString('en')} more` : null;
}
