// The visits part's life beside a workspace: a peer's visit shown on the member's card at once,
// a review it explains closed, conflicts announced as they appear or are decided, and this
// station's old visits pruned.
import type * as Y from 'yjs';
import type { CustomerDisplay } from '../../display/customerDisplay';
import type { StoreContext } from './storeContext';
import type { VisitsWorkspace } from './visitsWorkspace';
import { isFromPeer, sharedMap } from '../sharedDoc';
import { openConflictCount } from './conflicts';
import { seenEntry, VISIT_DAYS } from './visitShapes';
import { settleOwnOutcomes } from './visitOutcomes';
import { closeExplainedReviews } from './explainedReviews';
import type { StoreNews } from './storeNews';

const DAY_MS = 86_400_000;

/** How Yjs names a changed type in a transaction (a map is one, typed more narrowly). */
type Changed = Y.Transaction['changed'] extends Map<infer T, unknown> ? T : never;
/** What a peer's visit tells the display facing the customer: the card it shows changed. */
type CardDisplay = Pick<CustomerDisplay, 'shows' | 'memberChanged'>;

/** A peer's visit changed what this member's card shows: the pages and the display follow. */
function memberChanged(
  ctx: StoreContext,
  display: CardDisplay,
  ws: VisitsWorkspace,
  customerId: string,
): void {
  const heard = ctx.events.has('member.changed');
  if (!heard && !display.shows(customerId)) return;
  const view = ctx.memberView(ws, customerId);
  if (heard) ctx.events.emit('member.changed', view);
  void display.memberChanged(view);
}

/** Deletes this station's own visits and counts seen older than the days a visit is kept. */
export function pruneOwnVisits(
  ctx: Pick<StoreContext, 'stationId' | 'now'>,
  ws: VisitsWorkspace,
): number {
  const doc = ws.shared.doc;
  const before = ctx.now().getTime() - VISIT_DAYS * DAY_MS;
  const old = ws.visits.writtenBy(ctx.stationId).filter((visit) => Date.parse(visit.at) < before);
  const seen = sharedMap(doc, 'seen');
  const oldSeen = [...seen.entries()].filter(([key, value]) => {
    const parsed = seenEntry.safeParse(value);
    return (
      key.startsWith(`${ctx.stationId}|`) &&
      (!parsed.success || Date.parse(parsed.data.at) < before)
    );
  });
  if (old.length === 0 && oldSeen.length === 0) return 0;
  const visits = sharedMap(doc, 'visits');
  doc.transact(() => {
    for (const visit of old) visits.delete(visit.key);
    for (const [key] of oldSeen) seen.delete(key);
  });
  return old.length;
}

/** Starts the visits part on a workspace just opened; it stops with the workspace's document. */
export function shareVisits(
  ctx: StoreContext,
  display: CardDisplay,
  ws: VisitsWorkspace,
  news: StoreNews,
): void {
  const doc = ws.shared.doc;
  // Made before any listener below, so it has taken in a change when they look.
  const index = ws.visits;
  index.ownStation = ctx.stationId;
  const visits = sharedMap(doc, 'visits');
  const watched = [sharedMap(doc, 'resolutions'), sharedMap(doc, 'stations')];
  let open = openConflictCount(doc, index);
  const onTransaction = (transaction: Y.Transaction): void => {
    if (!isFromPeer(transaction.origin)) return;
    const keys = transaction.changed.get(visits as unknown as Changed) ?? new Set();
    const members = new Set<string>();
    let redemptions = false;
    for (const key of keys) {
      const visit = key === null ? null : index.get(key);
      if (visit) members.add(visit.customerId);
      redemptions ||= !visit || visit.kind === 'redeem' || visit.kind === 'undo';
    }
    for (const customerId of members) memberChanged(ctx, display, ws, customerId);
    // Another till's changes may explain a count one of this till's resends found.
    for (const row of closeExplainedReviews(ctx, ws, members)) ws.changed(row);
    // Another till's change confirmed may free an item of this one's waiting for it.
    if (keys.size > 0 && ws.engine.holding) ws.engine.wake();
    if (!redemptions && !watched.some((map) => transaction.changed.has(map as unknown as Changed)))
      return;
    const now = openConflictCount(doc, index);
    if (now === open) return;
    open = now;
    void news.changed();
  };
  doc.on('afterTransaction', onTransaction);
  pruneOwnVisits(ctx, ws);
  settleOwnOutcomes(ctx, ws);
  const daily = setInterval(() => pruneOwnVisits(ctx, ws), DAY_MS);
  daily.unref();
  doc.once('destroy', () => {
    clearInterval(daily);
    doc.off('afterTransaction', onTransaction);
  });
}
