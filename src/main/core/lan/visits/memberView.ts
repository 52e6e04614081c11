// A member as a station of a store shows them: its own view, with the member's latest visit at
// another till (storeLast) and the count that visit left, plus this station's own changes since.
import type { MemberView } from '@shared/ipc/views';
import type { CoreContext } from '../../context';
import { currentMemberId } from '../../members/enrolments';
import { countWithPending, type KnownMember } from '../../members/members';
import { programInitialCount } from '../../members/program';
import type { Workspace } from '../../workspace';
import { storeVisits, type Visit } from './storeVisits';

type ViewContext = Pick<CoreContext, 'program' | 'stationId'>;

/** Every id this member's visits may be kept under: a local id stays theirs once issued. */
export function memberIds(ws: Workspace, member: MemberView): string[] {
  const ids = [member.customerId];
  if (member.localId) ids.push(member.localId);
  for (const local of storeVisits(ws.shared.doc).localIds()) {
    if (currentMemberId(ws.outbox, local) === member.customerId) ids.push(local);
  }
  return ids;
}

/** The member's latest visit at another station of the store, whatever its age. */
export function latestElsewhere(
  ws: Workspace,
  stationId: string,
  member: MemberView,
): Visit | null {
  const visits = storeVisits(ws.shared.doc).ofMember(memberIds(ws, member));
  return visits.filter((v) => v.stationId !== stationId).at(-1) ?? null;
}

/** A member enrolled here is shown under the service's id once their pass is issued. */
export function storeMemberView(
  ctx: ViewContext,
  ws: Workspace,
  customerId: string,
  known?: KnownMember | null,
): MemberView {
  const current = currentMemberId(ws.outbox, customerId);
  const initial = programInitialCount(ctx.program(ws));
  const own =
    current !== customerId
      ? { ...ws.members.view(current, initial), localId: customerId }
      : ws.members.view(customerId, initial, known);
  const elsewhere = latestElsewhere(ws, ctx.stationId, own);
  if (!elsewhere) return own;
  const at = Date.parse(elsewhere.at);
  const ownLast = own.lastCheckIn ? Date.parse(own.lastCheckIn.createdAt) : -Infinity;
  const storeLast =
    at > ownLast
      ? {
          // An undo elsewhere left the card at a corrected count.
          kind: elsewhere.kind === 'undo' ? ('set' as const) : elsewhere.kind,
          stationId: elsewhere.stationId,
          stationName: elsewhere.stationName,
          at: elsewhere.at,
        }
      : null;
  // The service's word read here after that visit already holds it (or will, in its lane).
  const heardSince = own.knownAt !== null && Date.parse(own.knownAt) >= at;
  if (elsewhere.countAfter === null || heardSince) return storeLast ? { ...own, storeLast } : own;
  const since = ws.outbox.activeForMember(current).filter((row) => Date.parse(row.created_at) > at);
  const { display } = countWithPending(elsewhere.countAfter, since, initial);
  return { ...own, displayCount: display, ...(storeLast ? { storeLast } : {}) };
}
