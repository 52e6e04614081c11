// A card redeemed at another till of the store is not redeemed again at this one, unless a
// manager says why: two rewards for one full card is the store's loss, and no cashier's call.
import { changeReason } from '@shared/counter/reasons';
import { failure } from '@shared/i18n/failure';
import type { CheckInAction, MemberView } from '@shared/ipc/views';
import { memberName } from '@shared/members/memberName';
import type { CoreContext } from '../../context';
import type { VisitsWorkspace } from './visitsWorkspace';
import { memberIds } from './memberView';
import { elapsed } from '@shared/words/elapsed';

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
  ws: VisitsWorkspace,
  before: MemberView,
  request: { action: CheckInAction; override?: boolean | undefined; reason?: string | undefined },
): string | null {
  if (request.action.kind !== 'reset') return null;
  const latest = ws.visits.ofMember(memberIds(ws, before)).at(-1);
  if (!latest || latest.kind !== 'redeem' || latest.stationId === ctx.stationId) return null;
  const name = memberName(before.dynamicFields);
  const details: RedeemedElsewhere = {
    redeemedElsewhere: { stationName: latest.stationName, at: latest.at },
  };
  if (!request.override) {
    throw failure(
      'conflict',
      name ? 'store.redeemed.elsewhereNamed' : 'store.redeemed.elsewhere',
      { name, station: latest.stationName, ...agoValues(latest.at, ctx.now()) },
      { ...details },
    );
  }
  const role = ctx.staff.actor().role;
  if (role !== 'manager' && role !== 'owner') {
    throw failure('forbidden', 'store.redeemed.managerOnly', undefined, {
      ...details,
      role: 'manager',
    });
  }
  const reason = changeReason.safeParse(request.reason);
  if (!reason.success) {
    throw failure(
      'invalid',
      name ? 'store.redeemed.reasonNamed' : 'store.redeemed.reason',
      { name },
      { ...details, reasonNeeded: true },
    );
  }
  return reason.data;
}

/** How long ago, as a message's values (`unit` and `n`), so each language words "12 s ago" or
 *  "3 days ago" its own way. */
function agoValues(at: string, now: Date): { unit: string; n: number } {
  const { count, unit } = elapsed(at, now.getTime());
  return { unit, n: count };
}
