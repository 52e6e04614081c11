// Each counter action shared with the store as one visit, written inside the transaction of its
// outbox item: the two are stored whole or not at all.
import type { CheckInAction, MemberView } from '@shared/ipc/views';
import type { CoreContext } from '../../context';
import type { CheckInPayload } from '../../outbox/payloads';
import type { OutboxRow } from '../../outbox/rows';
import type { Workspace } from '../../workspace';
import { sharedMap } from '../sharedDoc';
import { seenKey, type VisitEntry, type VisitKind } from './entries';
import { memberIds } from './memberView';
import { storeVisits } from './storeVisits';

type VisitContext = Pick<
  CoreContext,
  'stationId' | 'settings' | 'staff' | 'program' | 'memberView'
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
}

function write(ctx: VisitContext, ws: Workspace, customerId: string, action: Action): void {
  const doc = ws.shared.doc;
  // Read inside the transaction: the outbox row just written is already in the member's count.
  const after = ctx.memberView(ws, customerId);
  const prior = storeVisits(doc).latestRedemption(memberIds(ws, after));
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
    countAfter: after.displayCount,
    priorRedemption: prior?.key ?? null,
    override: action.override ?? null,
    ...(action.undoes ? { undoes: action.undoes } : {}),
  };
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

/** A check-in just queued (call from `ws.submit`'s `alongside`). */
export function recordVisit(
  ctx: VisitContext,
  ws: Workspace,
  row: OutboxRow,
  before: MemberView,
  override: string | null,
): void {
  const { action } = row.payload as CheckInPayload;
  write(ctx, ws, row.customer_id!, {
    key: row.id,
    kind: KIND_OF[action.kind],
    at: row.created_at,
    seq: row.seq,
    countBefore: before.displayCount,
    override,
  });
}

/**
 * An undo of `undone`, inside the transaction that discarded it or queued its correction
 * (`correction`): keyed by the correction's item, or by the undone item's when none was needed.
 */
export function recordUndo(
  ctx: VisitContext,
  ws: Workspace,
  undone: OutboxRow,
  correction: OutboxRow | null,
  at: string,
): void {
  const visit = storeVisits(ws.shared.doc).get(undone.id);
  write(ctx, ws, undone.customer_id!, {
    key: correction?.id ?? `${undone.id}.undo`,
    kind: 'undo',
    at,
    // Right after the item it took back, when no item of its own carries an order.
    seq: correction?.seq ?? undone.seq + 0.5,
    countBefore: visit?.countAfter ?? null,
    undoes: undone.id,
  });
}
