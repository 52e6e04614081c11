// The counter's actions: look up a member, check in (stored before answering), undo.
import { AppError } from '@shared/ipc/errors';
import type { ChannelResponse } from '@shared/ipc/contract';
import type { CheckInAction, MemberView } from '@shared/ipc/views';
import type { CoreContext } from '../context';
import type { CheckInPayload } from '../outbox/payloads';
import { programMaxCount } from './program';

/** How long a scan waits for the service to say a new member's count before showing what it has. */
const LOOKUP_WAIT_MS = 1500;

export async function lookUpMember(ctx: CoreContext, customerId: string): Promise<MemberView> {
  const ws = await ctx.workspace();
  const program = ctx.program(ws);
  const known = ws.members.get(customerId);
  if (program && ws.api && ws.connectivity.usable && known?.knownCount == null) {
    const refresh = ws.directory.refresh(program.dynamicPassId).catch(() => null);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([refresh, new Promise((r) => (timer = setTimeout(r, LOOKUP_WAIT_MS)))]);
    clearTimeout(timer);
  }
  return ctx.memberView(ws, customerId);
}

/** Refuses what the service would refuse anyway, while the cashier is still there to fix it. */
function checkAgainstCard(action: CheckInAction, member: MemberView, max: number | null): void {
  if (max === null) return;
  if (action.kind === 'set' && action.count > max) {
    throw new AppError(
      'invalid',
      `This card holds at most ${max}; choose a count from 0 to ${max}.`,
    );
  }
  if (action.kind === 'increment' && member.displayCount !== null && member.displayCount >= max) {
    throw new AppError(
      'invalid',
      `The card is full (${max} of ${max}); redeem the reward to start a new card.`,
    );
  }
}

export async function checkIn(
  ctx: CoreContext,
  request: {
    customerId: string;
    action: CheckInAction;
    notification?: { heading: string; body: string } | null | undefined;
  },
): Promise<ChannelResponse<'counter.checkIn'>> {
  const ws = await ctx.workspace();
  const customerId = request.customerId.trim();
  checkAgainstCard(
    request.action,
    ctx.memberView(ws, customerId),
    programMaxCount(ctx.program(ws)),
  );
  const notification = request.notification
    ? { heading: request.notification.heading, body: request.notification.body }
    : null;
  const row = ws.submit('checkIn', { customerId, action: request.action, notification });
  return { item: ws.outbox.view(row), member: ctx.memberView(ws, customerId) };
}

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
    return { outcome: 'discarded', member: ctx.memberView(ws, customerId) };
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
  return { outcome: 'corrected', member: ctx.memberView(ws, customerId) };
}
