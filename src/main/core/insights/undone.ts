// Which check-ins take back a stamp, so an undone stamp is never a visit in the figures.
import { z } from 'zod';

/**
 * The undo names the item it takes back in its payload (`undoes`: the item's id, or the undone
 * stamp with its `itemId`); an undo queued before that field existed says so in its journal line.
 */
const undoPayload = z.object({
  undoes: z.union([z.string().min(1), z.object({ itemId: z.string().min(1) })]).optional(),
});
const UNDO_DETAIL = /^undo of \w+ (\S+)$/;

/** The id of the outbox item a check-in of this station undoes, or null when it undoes none. */
export function undoneItemOf(payload: unknown, journalDetail: string | null): string | null {
  const named = undoPayload.safeParse(payload);
  const undoes = named.success ? named.data.undoes : undefined;
  if (typeof undoes === 'string') return undoes;
  if (undoes) return undoes.itemId;
  return UNDO_DETAIL.exec(journalDetail ?? '')?.[1] ?? null;
}

/**
 * The account's log names no undo: there an undo is a `set` to one less than the count that a
 * `+1` of the same member left, with nothing of that member between them. Any station's undo
 * looks so (a set back to the count before the stamp, or one below the count found), and a
 * manager taking one stamp off by hand means the same: that stamp was not a visit.
 */
export function undoesInAccount(
  set: { countAfter: number | null },
  memberLatest: { kind: string; countAfter: number | null } | null,
): boolean {
  return (
    set.countAfter !== null &&
    memberLatest?.kind === 'increment' &&
    memberLatest.countAfter === set.countAfter + 1
  );
}
