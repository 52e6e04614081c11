// The channels of the members as records: a store's file imported (checked first, then queued)
// and the program's members exported. Part of the one contract (contract.ts).
import { z } from 'zod';
import { saidShape } from '../i18n/said';
import { DYNAMIC_FIELDS_MAX, MEMBER_VALUE_MAX } from '../api';
import { memberId } from './ids';
import { memberSummary, outboxItemView } from './views';

/** What one import may bring: caps on what a file multiplies into rows, cells and queue items. */
export const IMPORT_LIMITS = {
  /** Characters of the file (the IPC body carries it whole). */
  textMax: 3 * 1024 * 1024,
  rowsMax: 20_000,
  columnsMax: 50,
  /** Problems listed in a check; the count says how many there were in all. */
  problemsShown: 200,
  /** Rows a check answers as read, for the manager to see what each column holds. */
  sampleRows: 5,
} as const;

const columnName = z.string().max(200, 'main.schema.columnNameTooLong');

/** Which column fills each field of the enrolment form (null: none), and which holds the count. */
export const importMapping = z.object({
  fields: z
    .record(z.string().max(64, 'main.schema.fieldNameTooLong'), columnName.nullable())
    .refine((fields) => Object.keys(fields).length <= IMPORT_LIMITS.columnsMax, {
      error: 'main.schema.mapAtMost',
      params: { maximum: IMPORT_LIMITS.columnsMax },
    }),
  count: columnName.nullable(),
});
export type ImportMappingInput = z.infer<typeof importMapping>;

const csvText = z
  .string({ error: 'main.schema.fileAsText' })
  .max(IMPORT_LIMITS.textMax, 'main.schema.fileTooLarge');

const count = z.number().int().min(0);

export const importCheckView = z.object({
  columns: z.array(z.string()),
  /** The program's form: what each column may fill. */
  fields: z.array(z.object({ name: z.string(), label: z.string(), required: z.boolean() })),
  /** The mapping checked: the one given, or the one guessed from the column names. */
  mapping: importMapping,
  /** The file's first rows as read, each cell in the order of `columns`; access codes hidden. */
  sample: z.array(z.array(z.string())).max(IMPORT_LIMITS.sampleRows),
  rows: count,
  /** Rows that would be imported now (not imported before, not repeated in the file). */
  ready: count,
  /** Rows imported by an earlier run of this or another file: skipped. */
  alreadyImported: count,
  /** Rows naming the same member as an earlier row of the file: imported once. */
  repeated: count,
  problemCount: count,
  /** The first problems, each with its line in the file (the header is line 1). */
  problems: z.array(
    z.object({
      line: count,
      /** In English. */
      messages: z.array(z.string()),
      /** The same problems to say in the station's language, when each has its words. */
      said: z.array(saidShape).max(20).optional(),
    }),
  ),
});
export type ImportCheckView = z.infer<typeof importCheckView>;

export const memberRecordChannels = {
  /** The dry run: the file read and every row checked, nothing stored. */
  'members.importCheck': {
    request: z.object({ csv: csvText, mapping: importMapping.optional() }),
    response: importCheckView,
  },
  /**
   * Each valid row queued as an enrolment (and a set of its count) before it answers; rows
   * imported before are skipped by their key, so running it again finishes a cut-off import.
   */
  'members.import': {
    request: z.object({ csv: csvText, mapping: importMapping }),
    response: z.object({
      added: count,
      alreadyImported: count,
      repeated: count,
      skipped: count,
    }),
  },
  /** The program's members as the station knows them; access codes are never exported. */
  'members.exportCsv': {
    request: z.object({}).strict(),
    response: z.object({ filename: z.string(), csv: z.string() }),
  },
} as const;

/** How the members screen orders its list. */
export const MEMBER_SORTS = ['name', 'lastVisit', 'count'] as const;
export const memberSort = z.enum(MEMBER_SORTS);
export type MemberSort = z.infer<typeof memberSort>;
/** The most rows one page of the members list may ask for. */
export const MEMBER_PAGE_MAX = 500;

/** A member's values as the enrolment form takes them (checked with the program's form schema). */
export const memberFields = z
  .record(z.string().max(64, 'main.schema.fieldNameTooLong'), z.string().max(MEMBER_VALUE_MAX))
  .refine((fields) => Object.keys(fields).length <= DYNAMIC_FIELDS_MAX, {
    error: 'main.schema.memberFieldsAtMost',
    params: { maximum: DYNAMIC_FIELDS_MAX },
  });

export const memberListChannels = {
  /**
   * One page of the counter program's members as the station knows them, filtered by what was
   * typed (as `members.search` matches) and sorted; `total` counts every match, for the scroll.
   */
  'members.list': {
    request: z.object({
      query: z.string().max(200, 'main.schema.queryTooLong').default(''),
      sort: memberSort.default('name'),
      descending: z.boolean().default(false),
      offset: z.number().int().min(0).max(10_000_000).default(0),
      limit: z.number().int().min(1).max(MEMBER_PAGE_MAX).default(100),
    }),
    response: z.object({
      total: count,
      members: z.array(memberSummary),
      listedAt: z.string().nullable(),
    }),
  },
  /** A member's details as they are to be (Update User): stored in the outbox before it answers. */
  'members.update': {
    request: z.object({ customerId: memberId, fields: memberFields }),
    response: z.object({ member: memberSummary, item: outboxItemView }),
  },
  /**
   * Erasure on the member's request (Delete User), queued in the outbox: the station forgets
   * their details and search entry at once, and their journal lines keep only an anonymous id.
   */
  'members.erase': {
    request: z.object({ customerId: memberId, confirm: z.literal(true) }),
    response: z.object({ anonymousId: z.string(), item: outboxItemView.nullable() }),
  },
} as const;
