// The shapes of the records the store's stations share, checked on every read: each value in the
// document came from a peer, so a wrong or oversized one is skipped, never trusted.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type * as Y from 'yjs';

/** Longer than any id the service or a station issues; a longer one is not an id. */
const MAX_ID = 100;
/** A member's form has a handful of fields; more, or longer, is not a member's. */
const MAX_FIELDS = 40;
const MAX_FIELD_NAME = 100;
const MAX_FIELD_VALUE = 1000;

const id = z.string().min(1).max(MAX_ID);
const at = z.iso.datetime();

export const sharedFields = z
  .record(z.string().min(1).max(MAX_FIELD_NAME), z.string().max(MAX_FIELD_VALUE))
  .refine((fields) => Object.keys(fields).length <= MAX_FIELDS, {
    // eslint-disable-next-line i18n/person-facing-text -- why a peer's record was skipped, for the journal's detail
    message: `a member has at most ${MAX_FIELDS} fields`,
  });

/**
 * The key of a member's directory entry. Not their id: a deleted entry's value leaves the
 * document, but its key stays in it for good, and an erased member's id must not.
 */
export const directoryKey = (customerId: string): string =>
  createHash('sha256').update(`directory|${customerId}`).digest('hex');

/** A member enrolled at one station, by its local id (the uuid of `local:<uuid>`). */
export const sharedEnrolment = z.object({
  fields: sharedFields,
  dynamicPassId: id,
  initialCount: z.number().int().min(0).max(1_000_000),
  stationId: id,
  at,
  /** The service's ids once it issued the pass; null before. */
  serviceId: id.nullable(),
  cardId: id.nullable(),
  /** The enrolling station discarded it: the member has no pass, and never will by it. */
  discarded: z.boolean().optional(),
});
export type SharedEnrolment = z.infer<typeof sharedEnrolment>;

/**
 * A member as a station last read them from the service's member list, under `directoryKey` of
 * their customer id.
 */
export const sharedDirectoryEntry = z.object({
  customerId: id,
  fields: sharedFields,
  cardId: id,
  count: z.number().int().min(0).max(1_000_000_000).nullable(),
  readAt: at,
  dynamicPassId: id,
  archived: z.boolean().optional(),
});
export type SharedDirectoryEntry = z.infer<typeof sharedDirectoryEntry>;

/** One counter setting as the store last chose it, by setting name. */
export const sharedSetting = z.object({ value: z.unknown(), at, stationId: id });
export type SharedSetting = z.infer<typeof sharedSetting>;

/**
 * Every value of a map that parses, with its key; the rest are counted for the journal. `keys`
 * limits the reading to those keys (the ones a peer's update changed).
 */
export function readEntries<T>(
  map: Y.Map<unknown>,
  schema: z.ZodType<T>,
  keys?: Iterable<string>,
): { entries: [string, T][]; skipped: string[] } {
  const entries: [string, T][] = [];
  const skipped: string[] = [];
  const wanted = keys ? [...keys] : [...map.keys()];
  for (const key of wanted) {
    if (!map.has(key)) continue;
    const parsed = key.length <= MAX_ID * 2 ? schema.safeParse(map.get(key)) : null;
    if (parsed?.success) entries.push([key, parsed.data]);
    else skipped.push(key.slice(0, 80));
  }
  return { entries, skipped };
}
