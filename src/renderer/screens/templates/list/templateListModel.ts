// Search and filter of the cached template list.
import type { CachedTemplate } from '@shared/ipc/views';

export type KindFilter = 'all' | 'dynamic' | 'loyalty';

export interface TemplateRow {
  dynamicPassId: string;
  name: string;
  kind: CachedTemplate['kind'];
  /** STAMP or TEXT for loyalty programs. */
  loyaltyType: 'STAMP' | 'TEXT' | null;
  stateType: string;
  /** The lower-cased name, computed once so typing in the search box stays fast. */
  key: string;
}

export function templateRows(items: readonly CachedTemplate[]): TemplateRow[] {
  return items
    .map((item) => ({
      dynamicPassId: item.dynamicPassId,
      name: item.name,
      kind: item.kind,
      loyaltyType: loyaltyTypeOf(item.template.loyaltyProgressData),
      stateType: item.template.stateType ?? 'ACTIVE',
      key: item.name.toLocaleLowerCase(),
    }))
    .sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }),
    );
}

function loyaltyTypeOf(data: unknown): TemplateRow['loyaltyType'] {
  const type =
    data !== null && typeof data === 'object'
      ? (data as { loyaltyType?: unknown }).loyaltyType
      : null;
  return type === 'STAMP' || type === 'TEXT' ? type : null;
}

/** Rows whose name holds every word of the query, in any order, of the chosen kind. */
export function filterTemplateRows(
  rows: readonly TemplateRow[],
  query: string,
  kind: KindFilter,
): TemplateRow[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(
    (row) => (kind === 'all' || row.kind === kind) && words.every((w) => row.key.includes(w)),
  );
}
