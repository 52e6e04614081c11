// Builds a template update body. A loyalty update is always the whole object (spec 4.4 rule 4),
// merged from the stored one, and never changes the stamp artwork (rule 5).
import { failure } from '@shared/i18n/failure';
import {
  LOYALTY_CARD_SUBTYPE,
  STAMP_ARTWORK_FIELDS,
  loyaltyProgressData,
  type TemplateResponse,
} from '@shared/api';
import { kindOf } from './cache';

/** Returned by get but never sent back (2.1, and the service's own images always stand). */
const READ_ONLY_FIELDS = ['applePassLayout', 'stateType', 'changedAppleFontColor'] as const;
/** Kept at the top level of an update body, not inside templateData. */
const BODY_FIELDS = ['name', 'description', 'dynamicFields'] as const;

/** Counter fields that only choose where a member starts; every other one is drawn into the artwork. */
const NON_ARTWORK_COUNTER_FIELDS = new Set(['initialStampCount', 'initialProgress']);

/** The refusal of an update that would change a loyalty program's artwork. */
export const artworkRefusal = (fields: string[]) =>
  failure('invalid', 'main.templates.artworkNeedsNewProgram', undefined, { fields });

/** Its English, as the log reads it. */
export const ARTWORK_REFUSAL = artworkRefusal([]).message;

/** A server template as a draft edits it: body fields apart, the design in templateData. */
export function editableFrom(server: TemplateResponse): Record<string, unknown> {
  const templateData: Record<string, unknown> = { ...server };
  for (const field of [...READ_ONLY_FIELDS, ...BODY_FIELDS]) delete templateData[field];
  const data: Record<string, unknown> = { templateData };
  for (const field of BODY_FIELDS) if (server[field] !== undefined) data[field] = server[field];
  return data;
}

function artworkChanges(stored: unknown, edited: unknown): string[] {
  const before = loyaltyProgressData.safeParse(stored);
  const after = loyaltyProgressData.safeParse(edited);
  if (!before.success || !after.success) return ['loyaltyProgressData'];
  if (before.data.loyaltyType !== after.data.loyaltyType) return ['loyaltyType'];
  const counter = (d: typeof before.data): Record<string, unknown> =>
    d.loyaltyType === 'STAMP' ? d.stampCounter : d.textCounter;
  const a = counter(before.data);
  const b = counter(after.data);
  const fields = new Set([...Object.keys(a), ...Object.keys(b), ...STAMP_ARTWORK_FIELDS]);
  return [...fields].filter(
    (f) => !NON_ARTWORK_COUNTER_FIELDS.has(f) && JSON.stringify(a[f]) !== JSON.stringify(b[f]),
  );
}

/**
 * The body for `PUT /api/dynamicPass/template/:id` from a draft. For a loyalty template,
 * `cardSubType` and `loyaltyProgressData` (with `countBasedImageUrls`) come from the stored
 * version, so an edit can never turn a stamp card back into a plain pass.
 */
export function buildUpdateBody(
  server: TemplateResponse,
  draft: Record<string, unknown>,
): Record<string, unknown> {
  const edited = (draft['templateData'] ?? {}) as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const field of BODY_FIELDS) if (draft[field] !== undefined) body[field] = draft[field];
  if (kindOf(server) === 'dynamic') {
    const templateData = { ...edited };
    for (const field of READ_ONLY_FIELDS) delete templateData[field];
    body['templateData'] = templateData;
    return body;
  }
  if (edited['loyaltyProgressData'] !== undefined) {
    const changed = artworkChanges(server.loyaltyProgressData, edited['loyaltyProgressData']);
    if (changed.length > 0) throw artworkRefusal(changed);
  }
  const whole: Record<string, unknown> = {
    ...(editableFrom(server)['templateData'] as object),
    ...edited,
  };
  for (const field of READ_ONLY_FIELDS) delete whole[field];
  whole['cardSubType'] = LOYALTY_CARD_SUBTYPE;
  whole['loyaltyProgressData'] = mergeProgress(
    server.loyaltyProgressData,
    edited['loyaltyProgressData'],
  );
  body['templateData'] = whole;
  return body;
}

/** The stored progress data, with only the non-artwork fields taken from the edit. */
function mergeProgress(stored: unknown, edited: unknown): unknown {
  if (edited === undefined) return stored;
  const base = structuredClone(stored) as Record<string, Record<string, unknown>>;
  const next = edited as Record<string, Record<string, unknown> | undefined>;
  for (const key of ['stampCounter', 'textCounter'] as const) {
    for (const field of NON_ARTWORK_COUNTER_FIELDS) {
      const value = next[key]?.[field];
      if (base[key] && value !== undefined) base[key][field] = value;
    }
  }
  return base;
}
