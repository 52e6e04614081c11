// A journal line's detail as words, not text: stored as a message id with values and said in the
// reader's language; a line stored as English text before this is read as it was written.
import { said, saidShape, type Said } from '@shared/i18n/said';
import type { Translator } from '@shared/i18n/translate';
import type { CheckInAction } from '@shared/ipc/views';

/** What `Journal.record` keeps: words to say, or text kept as written (a count, a code). */
export type JournalDetail = string | Said;

/** The stored form: a Said as JSON, text as it is. */
export const storedDetail = (detail: JournalDetail): string =>
  typeof detail === 'string' ? detail : JSON.stringify(detail);

/** The words a stored detail says; null for text stored as written. */
export function detailSaidOf(stored: string): Said | null {
  if (!stored.startsWith('{')) return null;
  try {
    const parsed = saidShape.safeParse(JSON.parse(stored));
    return parsed.success ? (parsed.data as Said) : null;
  } catch {
    return null;
  }
}

/** A stored detail in `words`' language (text stored as written stays as it is). */
export function detailIn(stored: string, words: Translator): string {
  const spoken = detailSaidOf(stored);
  return spoken ? words.t(spoken.id, spoken.values) : stored;
}

const actionValues = (action: CheckInAction, member: string) => ({
  action: action.kind,
  member,
  count: action.kind === 'set' ? action.count : 0,
});

/** "undo of +1 for … (item …)": the undo as queued. */
export const undoOfDetail = (action: CheckInAction, member: string, itemId: string): Said =>
  said('store.journal.undoOf', { ...actionValues(action, member), itemId });

/** The undo once the service answered: the count it left, and whether others' changes stayed. */
export function undoSyncedDetail(
  /** What the undo took back (an outbox undo's `undone` stamp). */
  undone: {
    itemId: string;
    action: CheckInAction;
    producedCount: number | null;
    foundCount?: number | null | undefined;
  },
  member: string,
  answer: { previousCount: number; updatedCount: number },
): Said {
  const moved = undone.foundCount != null && undone.foundCount !== undone.producedCount;
  return said('store.journal.undoSynced', {
    ...actionValues(undone.action, member),
    itemId: undone.itemId,
    before: answer.previousCount,
    after: answer.updatedCount,
    moved: moved ? 'yes' : 'no',
    produced: undone.producedCount ?? 0,
    found: undone.foundCount ?? 0,
  });
}

/** An item failed only because the one its lane waited for failed. */
export const waitedForDetail = (itemId: string): Said =>
  said('store.journal.waitedFor', { itemId });
