// Undoing a member's latest check-in: discarded while unsent, set back once synced.
import { AppError } from '@shared/ipc/errors';
import type { ChannelResponse } from '@shared/ipc/contract';
import type { CoreContext } from '../context';
import type { CheckInPayload } from '../outbox/payloads';

/**
 * Undo: an item not yet sent is discarded; a synced one is followed by a set back to the count
 * before it. Only a member's latest action can be undone, so nothing newer is overwritten.
 */
export async function undo(
  ctx: CoreContext,
  itemId: string,
): Promise<ChannelResponse<'counter.undo'>> {
  const ws = await ctx.workspace();
  const row = ws.outbox.require(itemId);
  if (row.kind !== 'checkIn' || !row.customer_id) {
    throw new AppError('invalid', 'Only check-ins can be undone here.');
  }
  const customerId = row.customer_id;
  if (ws.outbox.lastForMember(customerId)?.id !== row.id) {
    throw new AppError('invalid', 'Only the latest check-in of this member can be undone.');
  }
  if (row.state === 'pending' || row.state === 'failed') {
    ws.changed(ws.outbox.setState(row.id, 'discarded', 'counter.undo'));
    const member = ctx.memberView(ws, customerId);
    await ctx.display.acted(member, 'shown');
    return { outcome: 'discarded', member };
  }
  const before =
    row.state === 'synced'
      ? ((row.result as { previousCount?: number } | null)?.previousCount ?? null)
      : row.expected_previous;
  if (row.state === 'needsReview' || before === null) {
    throw new AppError(
      'invalid',
      row.state === 'sending'
        ? 'This check-in is being sent right now; undo it again in a moment.'
        : 'This check-in needs review; use the queue screen to correct it.',
    );
  }
  const payload = row.payload as CheckInPayload;
  ws.submit(
    'checkIn',
    { customerId, action: { kind: 'set', count: before }, notification: null },
    { detail: `undo of ${payload.action.kind} ${row.id}` },
  );
  const member = ctx.memberView(ws, customerId);
  await ctx.display.acted(member, 'shown');
  return { outcome: 'corrected', member };
}
