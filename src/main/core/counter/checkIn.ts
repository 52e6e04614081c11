// A check-in at the counter: checked against the card, then stored before it is answered.
import { failure } from '@shared/i18n/failure';
import type { AppError } from '@shared/ipc/errors';
import type { ChannelResponse } from '@shared/ipc/contract';
import type { DisplayMoment } from '@shared/ipc/displayView';
import type { CheckInAction, MemberView } from '@shared/ipc/views';
import type { CoreContext } from '../context';
import type { CustomerDisplay } from '../display/customerDisplay';
import type { Workspace } from '../workspace';
import { memberName } from '@shared/members/memberName';
import { enrolledElsewhere } from '../store/records';
import { currentMemberId } from '../members/enrolments';
import { programMaxCount } from '../members/program';
import { isLocalMember } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import { reasonForAction } from '@shared/counter/reasons';
import { redemptionOverride } from '../store/visits/redemption';
import { recordVisit } from '../store/visits/visits';
import { requireReason } from './reason';
import { recordHow } from '../flags/how';
import type { How } from '../flags/flagEvent';

/** Refuses what the service would refuse anyway, while the cashier is still there to fix it. */
function checkAgainstCard(action: CheckInAction, member: MemberView, max: number | null): void {
  if (member.archivedAt) throw archivedRefusal(member);
  if (max === null) return;
  if (action.kind === 'set' && action.count > max) {
    throw failure('invalid', 'main.counter.countAboveMax', { max });
  }
  if (action.kind === 'increment' && member.displayCount !== null && member.displayCount >= max) {
    throw failure('invalid', 'main.counter.cardFull', { max });
  }
}

/** Why an archived pass takes nothing, and what the cashier can do instead. */
export function archivedRefusal(member: MemberView): AppError {
  const name = memberName(member.dynamicFields);
  return name
    ? failure('invalid', 'main.counter.namedPassArchived', { name })
    : failure('invalid', 'main.counter.passArchived');
}

/** A member enrolled here can be checked in at once, unless their enrolment was taken back. */
function checkEnrolment(enrolment: OutboxRow | null): void {
  if (!enrolment) throw failure('notFound', 'main.counter.notEnrolledHere');
  if (enrolment.state === 'discarded') {
    throw failure('invalid', 'main.counter.enrolmentDiscarded');
  }
}

/** What the customer is told of an action: a stamp, a full card, a reward, a corrected count. */
function momentOf(action: CheckInAction, after: MemberView, max: number | null): DisplayMoment {
  if (action.kind === 'reset') return 'redeemed';
  if (action.kind === 'set') return 'set';
  return max !== null && after.displayCount !== null && after.displayCount >= max
    ? 'full'
    : 'stamped';
}

/** Known to the service: in the member list this station read, or counted in one of its answers. */
export function isKnownMember(ws: Workspace, member: MemberView): boolean {
  return member.knownCount !== null || ws.members.get(member.customerId)?.cardId != null;
}

export async function checkIn(
  ctx: CoreContext,
  display: Pick<CustomerDisplay, 'acted'>,
  request: {
    customerId: string;
    action: CheckInAction;
    notification?: { heading: string; body: string } | null | undefined;
    reason?: string | undefined;
    override?: boolean | undefined;
    /** How the cashier named the member, for the owner's flags; unsaid for a manager's decision. */
    how?: How;
  },
): Promise<ChannelResponse<'counter.checkIn'>> {
  const ws = await ctx.workspace();
  const asked = currentMemberId(ws.outbox, request.customerId.trim());
  // A member enrolled at another till: under their local id until that till's pass is issued.
  const elsewhere = enrolledElsewhere(ws, asked);
  const customerId = elsewhere ?? asked;
  if (isLocalMember(customerId) && !elsewhere) checkEnrolment(ws.outbox.enrolmentOf(customerId));
  const program = ctx.program(ws);
  const max = programMaxCount(program);
  const before = ctx.memberView(ws, customerId);
  checkAgainstCard(request.action, before, max);
  const points = program?.loyalty.loyaltyType === 'TEXT';
  const needed = reasonForAction(request.action, {
    displayCount: before.displayCount,
    max,
    points,
  });
  const override = redemptionOverride(ctx, ws, before, request);
  const reason = requireReason(needed, request.reason);
  const notification = request.notification
    ? { heading: request.notification.heading, body: request.notification.body }
    : null;
  const unverified = program !== null && !isKnownMember(ws, before);
  const row = ws.submit(
    'checkIn',
    { customerId, action: request.action, notification, ...(unverified ? { unverified } : {}) },
    {
      ...(reason ? { reason } : {}),
      alongside: (queued) => {
        recordVisit(ctx, ws, queued, before, override, request.how);
        if (request.how) recordHow(ws.db, queued.id, request.how);
      },
    },
  );
  const after = ctx.memberView(ws, customerId);
  await display.acted(after, momentOf(request.action, after, max));
  return { item: ws.outbox.view(row), member: after };
}
