// Undoing a member's latest check-in at the counter, within the undo window: an item surely never
// sent is discarded; one that reached the service, or may have, is taken back by an undo item.
import { failure } from '@shared/i18n/failure';
import { checkInResponse } from '@shared/api';
import { reasonForUndo } from '@shared/counter/reasons';
import type { ChannelRequest, ChannelResponse } from '@shared/ipc/contract';
import type { CoreContext } from '../context';
import type { CustomerDisplay } from '../display/customerDisplay';
import { currentMemberId } from '../members/enrolments';
import { undoOf, type CheckInPayload } from '../outbox/payloads';
import { undoOfDetail } from '../journal/details';
import type { OutboxRow } from '../outbox/rows';
import { recordUndo } from '../store/visits/visits';
import type { CounterMemory } from './counterMemory';
import { requireReason } from './reason';

/** Only the member's own check-ins, and never an undo itself. */
function refuseOutOfScope(row: OutboxRow, named: string[]): void {
  if (row.kind !== 'checkIn' || !row.customer_id) {
    throw failure('invalid', 'main.counter.undoOnlyCheckIns');
  }
  if (undoOf(row)) {
    throw failure('invalid', 'main.counter.undoOfUndo');
  }
  if (!named.includes(row.customer_id)) {
    throw failure('invalid', 'main.counter.undoOtherMember');
  }
}

/** Never reached the service: not sent yet, or refused. One whose answer was lost may have. */
const surelyUnsent = (row: OutboxRow): boolean =>
  (row.state === 'pending' && !row.maybeApplied) || row.state === 'failed';

export async function undo(
  ctx: CoreContext,
  display: Pick<CustomerDisplay, 'acted'>,
  memory: CounterMemory,
  request: ChannelRequest<'counter.undo'>,
): Promise<ChannelResponse<'counter.undo'>> {
  const ws = await ctx.workspace();
  const row = ws.outbox.require(request.itemId);
  const asked = request.customerId.trim();
  refuseOutOfScope(row, [asked, currentMemberId(ws.outbox, asked)]);
  // After the window the undo is still made the same way, and the journal keeps why.
  const reason = requireReason(reasonForUndo(row.created_at, ctx.now().getTime()), request.reason);
  const customerId = row.customer_id!;
  if (ws.outbox.lastForMember(customerId)?.id !== row.id) {
    throw failure('invalid', 'main.counter.undoOnlyLatest');
  }
  if (row.state === 'needsReview') {
    throw failure('invalid', 'main.counter.undoNeedsReview');
  }
  const remember = () => memory.undone(customerId, ctx.now().getTime());
  if (surelyUnsent(row)) {
    const discard = () => {
      const discarded = ws.outbox.setState(row.id, 'discarded', 'counter.undo', reason);
      recordUndo(ctx, ws, row, null, ctx.now().toISOString());
      return discarded;
    };
    ws.changed(ws.db.transaction(discard)());
    remember();
    const member = ctx.memberView(ws, customerId);
    await display.acted(member, 'shown');
    return { outcome: 'discarded', member };
  }
  // Synced, being sent, or sent with its answer lost: the undo follows it in the member's lane
  // and, when sent, works out its set from the count it finds then (sync/undoSend.ts).
  const { action } = row.payload as CheckInPayload;
  const answer = checkInResponse.safeParse(row.result);
  const counts = answer.success
    ? { previousCount: answer.data.previousCount, producedCount: answer.data.updatedCount }
    : { previousCount: null, producedCount: null };
  // Shown meanwhile: the count before the stamp, as far as this station knows it.
  const before =
    counts.previousCount ?? row.expected_previous ?? ctx.memberView(ws, customerId).knownCount ?? 0;
  ws.submit(
    'checkIn',
    {
      customerId,
      action: { kind: 'set', count: Math.max(0, before) },
      notification: null,
      undoes: { itemId: row.id, action, ...counts },
    },
    {
      detail: undoOfDetail(action, customerId, row.id),
      ...(reason ? { reason } : {}),
      alongside: (queued) => recordUndo(ctx, ws, row, queued, queued.created_at),
    },
  );
  remember();
  const member = ctx.memberView(ws, customerId);
  await display.acted(member, 'shown');
  return { outcome: 'corrected', member };
}
