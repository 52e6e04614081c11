// A check-in at the counter: checked against the card, then stored before it is answered.
import { AppError } from '@shared/ipc/errors';
import type { ChannelResponse } from '@shared/ipc/contract';
import type { CheckInAction, MemberView } from '@shared/ipc/views';
import type { CoreContext } from '../context';
import { programMaxCount } from '../members/program';

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
