// A +1 resent after its answer was lost is judged by the other tills' changes this station holds
// (storeCount.ts, explainedByStore). While another till is out of sight its stamps are not among
// them, so a count it raised first reads as the +1 applied twice and the item goes to review.
// When that till's visits arrive, the item is judged again: explained now, it was applied once,
// and it closes as synced, as a person accepting it as it is would.
import { checkInResponse } from '@shared/api';
import type { OutboxRow } from '../../outbox/rows';
import { reviewCheckIn } from '../../sync/checkInReview';
import type { StoreContext } from './storeContext';
import type { VisitsWorkspace } from './visitsWorkspace';
import { explainedResend } from './order';

/** At most this many items in review are judged again at once; more wait for the next change. */
const AT_ONCE = 100;

/**
 * Closes this station's check-ins in review, of these members, that the store's changes now
 * explain; returns them as they are now (call after a peer's visits of the members arrived).
 */
export function closeExplainedReviews(
  ctx: Pick<StoreContext, 'stationId' | 'now'>,
  ws: VisitsWorkspace,
  customerIds: ReadonlySet<string>,
): OutboxRow[] {
  if (customerIds.size === 0) return [];
  const held = ws.outbox
    .list(['needsReview'], AT_ONCE, ['checkIn'])
    .filter((row) => customerIds.has(row.customer_id ?? ''));
  const store = {
    explains: (row: OutboxRow, found: number) => explainedResend(ctx, ws, row, found),
  };
  const closed: OutboxRow[] = [];
  for (const row of held) {
    const answer = checkInResponse.safeParse(row.result);
    if (!answer.success || reviewCheckIn(row, answer.data, store) !== null) continue;
    const { previousCount, updatedCount } = answer.data;
    ws.db.transaction(() => {
      ws.outbox.markSynced(row.id, row.result, row.synced_at ?? ctx.now().toISOString(), null);
      ws.journal.record('sync', 'synced', row.id, `count ${previousCount} -> ${updatedCount}`);
    })();
    closed.push(ws.outbox.require(row.id));
  }
  return closed;
}
