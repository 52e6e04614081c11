// One scan at the counter in one call: the code resolved by the station's rule, the member read,
// the scan rule applied and a +1 stored before answering, so the page waits on one round trip.
import { customerIdFromScan } from '@shared/scan/customerIdRule';
import type { ChannelRequest, ChannelResponse } from '@shared/ipc/contract';
import { AppError } from '@shared/ipc/errors';
import type { CoreContext } from '../context';
import { checkIn } from './checkIn';
import { lookUpMember } from './lookUpMember';
import { decideScan } from './scanRule';

export async function scanAtCounter(
  ctx: CoreContext,
  request: ChannelRequest<'counter.scan'>,
): Promise<ChannelResponse<'counter.scan'>> {
  const settings = ctx.settings();
  const resolved = customerIdFromScan(request.text, settings.barcodeRule);
  if (!resolved.ok) throw new AppError('invalid', resolved.reason);
  const member = await lookUpMember(ctx, resolved.customerId);
  const program = ctx.program(await ctx.workspace());
  const decision = decideScan(member, program, settings, ctx.now().getTime());
  if (decision.kind !== 'increment') return { decision, member };
  const stored = await checkIn(ctx, {
    customerId: resolved.customerId,
    action: { kind: 'increment' },
    notification: request.notification,
  });
  return { decision, member: stored.member, item: stored.item };
}
