// The store's causal order as the sync engine asks it: a change made after another till's change
// that the service has not confirmed goes after it. While that till is in sight (linked) the later
// change waits for its confirmation; out of sight it is sent with the count the store expects it
// to find, and an answer that found another goes to review. Stamps among stamps never wait: their
// order changes nothing.
import type { CoreContext } from '../../context';
import type { OutboxRow } from '../../outbox/rows';
import type { StoreOrder } from '../../sync/storeOrder';
import type { VisitsWorkspace } from './visitsWorkspace';
import { countBefore, explainedByStore, isCounted, isUnconfirmed } from './storeCount';
import type { Visit } from './storeVisits';
import { sharedMap } from '../sharedDoc';
import { station } from '../stationShapes';

export interface OrderContext extends Pick<CoreContext, 'stationId'> {
  /** Whether that station is linked to this one now. */
  inSight(stationId: string): boolean;
}

/**
 * Two changes whose order at the service matters: anything but two stamps (an undo of a stamp is
 * sent as a set, worked out from the count it reads).
 */
const orderMatters = (a: Visit, b: Visit): boolean => a.kind !== 'stamp' || b.kind !== 'stamp';

/** The visits of the item's member that count, under any id the item or its visit names. */
function visitsOfItem(ws: VisitsWorkspace, row: OutboxRow): Visit[] {
  const visit = ws.visits.get(row.id);
  return ws.visits.ofMember([row.customer_id ?? '', ...(visit ? [visit.customerId] : [])]);
}

/** Whether the other tills' changes this station holds explain what a resent +1 found. */
export function explainedResend(
  ctx: Pick<CoreContext, 'stationId'>,
  ws: VisitsWorkspace,
  row: OutboxRow,
  previousCount: number,
): boolean {
  return (
    row.expected_previous !== null &&
    explainedByStore(visitsOfItem(ws, row), ctx.stationId, row.expected_previous, previousCount)
  );
}

/** Whether a till of the store (paired, not forgotten) is not linked to this station now. */
function tillOutOfSight(ctx: OrderContext, ws: VisitsWorkspace): boolean {
  for (const [stationId, value] of sharedMap(ws.shared.doc, 'stations')) {
    if (stationId === ctx.stationId) continue;
    const till = station.safeParse(value);
    if (till.success && !till.data.forgotten && !ctx.inSight(stationId)) return true;
  }
  return false;
}

export function storeOrder(ctx: OrderContext, ws: VisitsWorkspace): StoreOrder {
  const index = () => ws.visits;
  /** The other tills' unconfirmed changes the item was made after, whose order matters. */
  const before = (id: string): Visit[] => {
    const visits = index();
    const visit = visits.get(id);
    if (!visit?.change || !visit.after?.length) return [];
    return visit.after.flatMap((key) => {
      const earlier = visits.get(key);
      return earlier &&
        isCounted(earlier) &&
        isUnconfirmed(earlier) &&
        visits.counts(earlier.stationId) &&
        orderMatters(visit, earlier)
        ? [earlier]
        : [];
    });
  };
  return {
    waits: (id) => before(id).some((earlier) => ctx.inSight(earlier.stationId)),
    sentAhead: (row) =>
      before(row.id).length === 0
        ? null
        : countBefore(visitsOfItem(ws, row), row.id, ws.members.knownCount(row.customer_id ?? '')),
    explains: (row, previousCount) => explainedResend(ctx, ws, row, previousCount),
    outOfSight: () => tillOutOfSight(ctx, ws),
  };
}
