// The ids a page may name over IPC, checked for format and length before any handler runs, so a
// page cannot steer a request path (`..`), smuggle a query or a second segment into one, or hand
// main an id a megabyte long.
import { z } from 'zod';

/** The longest id of the service's a page may name (the spec gives no format; real ids are short). */
export const SERVICE_ID_MAX = 128;
/** The longest id of the station's own records (outbox items and drafts are UUIDs). */
export const RECORD_ID_MAX = 64;
/** The longest name a template draft may have. */
export const DRAFT_NAME_MAX = 200;

/**
 * Letters, digits and the characters a URL carries unchanged in a path segment, plus `:` for a
 * member the station enrolled itself (`local:<uuid>`): nothing that needs escaping, so the id is
 * the segment the service sees.
 */
const SERVICE_ID = /^[A-Za-z0-9._~:-]+$/;
const DOTS_ONLY = /^\.+$/;
const RECORD_ID = /^[A-Za-z0-9-]+$/;

/** One id of the service's (member, pass, program, batch, group), named for its messages. */
export const serviceId = (what: string) =>
  z
    .string({ error: `give the ${what} as text` })
    .trim()
    .min(1, `give the ${what}`)
    .max(SERVICE_ID_MAX, `a ${what} is at most ${SERVICE_ID_MAX} characters`)
    .regex(SERVICE_ID, `a ${what} holds only letters, digits and . _ ~ : -`)
    .refine((id) => !DOTS_ONLY.test(id), `"." and ".." are not a ${what}`);

/** One id of the station's own records: a queue item or a template draft. */
export const recordId = (what: string) =>
  z
    .string({ error: `give the ${what} as text` })
    .min(1, `give the ${what}`)
    .max(RECORD_ID_MAX, `a ${what} is at most ${RECORD_ID_MAX} characters`)
    .regex(RECORD_ID, `a ${what} holds only letters, digits and -`);

export const memberId = serviceId('member id');
export const cardId = serviceId('pass id');
export const programId = serviceId('program id');
export const batchId = serviceId('batch id');
export const itemId = recordId('queue item id');
export const draftId = recordId('draft id');

/** Text of one line without control characters: names and reasons a person reads in a list. */
// eslint-disable-next-line no-control-regex
export const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** A draft's name: one line a manager can read, without control characters. */
export const draftName = z
  .string({ error: 'main.schema.draftNameAsText' })
  .max(DRAFT_NAME_MAX, 'main.schema.draftNameTooLong')
  .regex(ONE_LINE, 'main.schema.draftNameOneLine');

/** True for a path segment the URL parser would fold away or that names nothing. */
export const isDotSegment = (segment: string): boolean => segment === '.' || segment === '..';
