// The journal as a CSV file in the station's language: headers, outcomes and roles said in it,
// while the columns a program reads back (times in ISO 8601, actions, ids) stay as stored.
import { toCsv } from '@shared/csv';
import type { MessageId } from '@shared/i18n/messageId';
import type { Translator } from '@shared/i18n/translate';
import { roleIn, whoOf, type LineAuthor } from './who';

const COLUMNS = {
  at: 'store.journalCsv.at',
  serviceTime: 'store.journalCsv.serviceTime',
  action: 'store.journalCsv.action',
  outcome: 'store.journalCsv.outcome',
  itemId: 'store.journalCsv.itemId',
  memberId: 'store.journalCsv.memberId',
  memberName: 'store.journalCsv.memberName',
  station: 'store.journalCsv.station',
  role: 'store.journalCsv.role',
  staff: 'store.journalCsv.staff',
  detail: 'store.journalCsv.detail',
  reason: 'store.journalCsv.reason',
} as const satisfies Record<string, MessageId>;

export type JournalColumn = keyof typeof COLUMNS;

/** The columns in the file's order; each one's header is said in the station's language. */
export const JOURNAL_CSV_HEADER = Object.keys(COLUMNS) as JournalColumn[];

/** The outcomes the core writes; one it does not know yet is kept as written. */
const OUTCOMES: Readonly<Record<string, MessageId>> = {
  saved: 'store.outcome.saved',
  synced: 'store.outcome.synced',
  queued: 'store.outcome.queued',
  'queued again': 'store.outcome.queuedAgain',
  failed: 'store.outcome.failed',
  refused: 'store.outcome.refused',
  paused: 'store.outcome.paused',
  resumed: 'store.outcome.resumed',
  discarded: 'store.outcome.discarded',
  skipped: 'store.outcome.skipped',
  online: 'store.outcome.online',
  offline: 'store.outcome.offline',
  needsReview: 'store.outcome.needsReview',
  'accepted as is': 'store.outcome.acceptedAsIs',
  published: 'store.outcome.published',
  'dropped for the server version': 'store.outcome.droppedForServer',
  keepBoth: 'store.outcome.keepBoth',
  correctCount: 'store.outcome.correctCount',
};

export function outcomeIn(outcome: string, words: Translator): string {
  const id = OUTCOMES[outcome];
  return id ? words.t(id) : outcome;
}

/** One exported line: its cells by column, the role and person still as stored. */
export type JournalCsvLine = Record<Exclude<JournalColumn, 'role' | 'staff'>, string> & LineAuthor;

export function journalCsv(lines: readonly JournalCsvLine[], words: Translator): string {
  return toCsv(
    JOURNAL_CSV_HEADER.map((column) => words.t(COLUMNS[column])),
    lines.map((line) =>
      JOURNAL_CSV_HEADER.map((column) => {
        if (column === 'outcome') return outcomeIn(line.outcome, words);
        if (column === 'role') return line.role === null ? '' : roleIn(line.role, words);
        if (column === 'staff') return whoOf(line, words);
        return line[column];
      }),
    ),
  );
}
