// A member as a station of a store shows them: its own view, with the member's latest visit at
// another till (storeLast) and the store's count (storeCount.ts).
import type { MemberView } from '@shared/ipc/views';
import { currentMemberId } from '../../members/enrolments';
import type { KnownMember } from '../../members/members';
import { programInitialCount } from '../../members/program';
import type { StoreContext } from './storeContext';
import type { VisitsWorkspace } from './visitsWorkspace';
import { storeCount } from './storeCount';
import { issuedElsewhere } from '../records';

type ViewContext = Pick<StoreContext, 'program' | 'stationId'>;

/** Every id this member's visits may be kept under: a local id stays theirs once issued. */
export function memberIds(ws: VisitsWorkspace, member: MemberView): string[] {
  const ids = [member.customerId];
  if (member.localId) ids.push(member.localId);
  for (const local of ws.visits.localIds()) {
    if (currentMemberId(ws.outbox, local) === member.customerId) ids.push(local);
  }
  return ids;
}

/** A member enrolled here is shown under the service's id once their pass is issued. */
export function storeMemberView(
  ctx: ViewContext,
  ws: VisitsWorkspace,
  customerId: string,
  known?: KnownMember | null,
): MemberView {
  const current = issuedElsewhere(ws, customerId) ?? currentMemberId(ws.outbox, customerId);
  const initial = programInitialCount(ctx.program(ws));
  const own =
    current !== customerId
      ? { ...ws.members.view(current, initial), localId: customerId }
      : ws.members.view(customerId, initial, known);
  const visits = ws.visits.ofMember(memberIds(ws, own));
  const counted = storeCount(visits, own.knownCount);
  const view = counted === undefined ? own : { ...own, displayCount: counted };
  const elsewhere = visits.filter((v) => v.stationId !== ctx.stationId).at(-1);
  if (!elsewhere) return view;
  const at = Date.parse(elsewhere.at);
  const ownLast = own.lastCheckIn ? Date.parse(own.lastCheckIn.createdAt) : -Infinity;
  if (at <= ownLast) return view;
  const storeLast = {
    // An undo elsewhere left the card at a corrected count.
    kind: elsewhere.kind === 'undo' ? ('set' as const) : elsewhere.kind,
    stationId: elsewhere.stationId,
    stationName: elsewhere.stationName,
    at: elsewhere.at,
  };
  return { ...view, storeLast };
}
