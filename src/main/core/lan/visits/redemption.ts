// A card redeemed at another till of the store is not redeemed again at this one, unless a
// manager says why: two rewards for one full card is the store's loss, and no cashier's call.
import { changeReason } from '@shared/counter/reasons';
import { AppError } from '@shared/ipc/errors';
import type { CheckInAction, MemberView } from '@shared/ipc/views';
import { memberName } from '@shared/members/memberName';
import { shortAgo } from '@shared/words/shortAgo';
import type { CoreContext } from '../../context';
import type { Workspace } from '../../workspace';
import { memberIds } from './memberView';
import { storeVisits } from './storeVisits';

/** What the refusal carries, so the counter can offer a manager's override. */
export interface RedeemedElsewhere {
  redeemedElsewhere: { stationName: string; at: string };
}

/**
 * The override reason to keep with a redemption, or null when none is needed; refused when the
 * store's latest visit of this member is a redemption at another till, not refilled since. Asked
 * before any other reason: the card's state elsewhere is what the cashier needs to hear first.
 */
export function redemptionOverride(
  ctx: Pick<CoreContext, 'stationId' | 'staff' | 'now'>,
  ws: Workspace,
  before: MemberView,
  request: { action: CheckInAction; override?: boolean | undefined; reason?: string | undefined },
): string | null {
  if (request.action.kind !== 'reset') return null;
  const latest = storeVisits(ws.shared.doc).ofMember(memberIds(ws, before)).at(-1);
  if (!latest || latest.kind !== 'redeem' || latest.stationId === ctx.stationId) return null;
  const name = memberName(before.dynamicFields);
  const whose = name ? `${name}’s card` : 'This card';
  const details: RedeemedElsewhere = {
    redeemedElsewhere: { stationName: latest.stationName, at: latest.at },
  };
  if (!request.override) {
    throw new AppError(
      'conflict',
      `${whose} was already redeemed at ${latest.stationName}, ${shortAgo(latest.at, ctx.now())}. A manager can redeem it again with a reason.`,
      { ...details },
    );
  }
  const role = ctx.staff.actor().role;
  if (role !== 'manager' && role !== 'owner') {
    throw new AppError(
      'forbidden',
      `Only a manager can redeem a card again after another till redeemed it; ask a manager to sign in. Nothing was saved.`,
      { ...details, role: 'manager' },
    );
  }
  const reason = changeReason.safeParse(request.reason);
  if (!reason.success) {
    throw new AppError(
      'invalid',
      `Say why ${name ? `${name}’s` : 'this'} card is redeemed again (one line, up to 200 characters); nothing was saved.`,
      { ...details, reasonNeeded: true },
    );
  }
  return reason.data;
}
