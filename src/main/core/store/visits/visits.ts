// Each counter action shared with the store as one visit, written inside the transaction of its
// outbox item: the two are stored whole or not at all.
import type { CheckInAction, MemberView } from '@shared/ipc/views';
import type { CheckInPayload } from '../../outbox/payloads';
import type { OutboxRow } from '../../outbox/rows';
import type { StoreContext } from './storeContext';
import type { VisitsWorkspace } from './visitsWorkspace';
import { sharedMap } from '../sharedDoc';
import { programInitialCount } from '../../members/program';
import {
  MAX_AFTER,
  seenKey,
  type VisitChange,
  type VisitEntry,
  type VisitHow,
  type VisitKind,
} from './visitShapes';
import { memberIds } from './memberView';
import { shareOutcome } from './visitOutcomes';
import { changeOf, confirmedBase, isCounted, isUnconfirmed, storeCount } from './storeCount';
import type { Visit } from './storeVisits';

type VisitContext = Pick<
  StoreContext,
  'stationId' | 'settings' | 'staff' | 'program' | 'memberView' | 'now'
>;

const KIND_OF: Record<CheckInAction['kind'], VisitKind> = {
  increment: 'stamp',
  reset: 'redeem',
  set: 'set',
};

interface Action {
  key: string;
  kind: VisitKind;
  at: string;
  seq: number;
  countBefore: number | null;
  override?: string | null;
  undoes?: string;
  /** What it does to the count; none for an undo that only discarded an unsent item. */
  change?: VisitChange;
  how?: VisitHow | undefined;
}

function write(ctx: VisitContext, ws: VisitsWorkspace, customerId: string, action: Action): void {
  const doc = ws.shared.doc;
  const member = ctx.memberView(ws, customerId);
  const index = ws.visits;
  const visits = index.ofMember(memberIds(ws, member));
  const prior = index.latestRedemption(memberIds(ws, member));
  const counted = visits.filter(isCounted);
  // The other tills' changes not yet confirmed that this one comes after, and a clock above all.
  const after = counted
    .filter((v) => v.stationId !== ctx.stationId && isUnconfirmed(v))
    .map((v) => v.key)
    .slice(-MAX_AFTER);
  const clock = Math.max(0, ...counted.map((v) => v.clock)) + 1;
  const known = ws.members.knownCount(customerId);
  const entry: VisitEntry = {
    customerId,
    dynamicPassId: ctx.program(ws)?.dynamicPassId ?? null,
    stationId: ctx.stationId,
    stationName: ctx.settings().stationName,
    staffName: ctx.staff.actor().name,
    kind: action.kind,
    at: action.at,
    seq: action.seq,
    countBefore: action.countBefore,
    countAfter: null,
    priorRedemption: prior?.key ?? null,
    override: action.override ?? null,
    ...(action.undoes ? { undoes: action.undoes } : {}),
    ...(action.change
      ? { change: action.change, clock, base: confirmedBase(visits, known), after }
      : {}),
    ...(action.how ? { how: action.how } : {}),
  };
  const visit: Visit = { ...entry, key: action.key };
  // The store's count with this change: the station's own view when no visit says what it did.
  entry.countAfter = storeCount([...visits, visit], known) ?? member.displayCount;
  doc.transact(() => {
    sharedMap(doc, 'visits').set(action.key, entry);
    if (entry.countAfter !== null) {
      sharedMap(doc, 'seen').set(seenKey(ctx.stationId, customerId), {
        count: entry.countAfter,
        at: action.at,
      });
    }
  });
}

/** A check-in just queued (call from `ws.submit`'s `alongside`); `how`: when the cashier said. */
export function recordVisit(
  ctx: VisitContext,
  ws: VisitsWorkspace,
  row: OutboxRow,
  before: MemberView,
  override: string | null,
  how?: VisitHow,
): void {
  const { action } = row.payload as CheckInPayload;
  write(ctx, ws, row.customer_id!, {
    key: row.id,
    kind: KIND_OF[action.kind],
    at: row.created_at,
    seq: row.seq,
    countBefore: before.displayCount,
    override,
    change: changeOf(action, programInitialCount(ctx.program(ws)) ?? 0),
    how,
  });
}

/** What taking `undone` back does: a stamp less, or the count it replaced. */
function undoChange(undone: Visit | null): VisitChange | undefined {
  if (!undone?.change) return undefined;
  if (undone.change.op === 'add') return { op: 'add', by: -undone.change.by };
  const replaced =
    undone.outcome?.state === 'applied' ? undone.outcome.previousCount : undone.countBefore;
  return { op: 'set', to: replaced };
}

/**
 * An undo of `undone`, inside the transaction that discarded it or queued its correction
 * (`correction`): keyed by the correction's item, or by the undone item's when none was needed.
 */
export function recordUndo(
  ctx: VisitContext,
  ws: VisitsWorkspace,
  undone: OutboxRow,
  correction: OutboxRow | null,
  at: string,
): void {
  const visit = ws.visits.get(undone.id);
  // Discarded before it was sent: it drops out at every till, and the undo changes nothing.
  if (!correction) shareOutcome(ctx, ws, ws.outbox.get(undone.id) ?? undone);
  write(ctx, ws, undone.customer_id!, {
    key: correction?.id ?? `${undone.id}.undo`,
    kind: 'undo',
    at,
    // Right after the item it took back, when no item of its own carries an order.
    seq: correction?.seq ?? undone.seq + 0.5,
    countBefore: visit?.countAfter ?? null,
    undoes: undone.id,
    ...(correction ? { change: undoChange(visit) } : {}),
  });
}
