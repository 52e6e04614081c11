// One member as a search result or a dialog shows them.
import { memberName } from '@shared/members/memberName';
import type { MemberSummary, MemberView } from '@shared/ipc/views';
import type { MembersWorkspace } from './membersWorkspace';
import type { KnownMember } from './members';
import { passPageUrl } from '../api/assumed';
import { currentMemberId } from './enrolments';

/** Under their current id: the service's, once a member enrolled here has their pass. */
export function summary<W extends MembersWorkspace>(
  ctx: { memberView(ws: W, customerId: string, known?: KnownMember | null): MemberView },
  ws: W,
  customerId: string,
): MemberSummary {
  const id = currentMemberId(ws.outbox, customerId);
  const known = ws.members.get(id);
  const view = ctx.memberView(ws, id, known);
  const fields = known?.dynamicFields ?? {};
  const cardId = known?.cardId ?? null;
  return {
    customerId: id,
    name: memberName(fields),
    cardId,
    fields,
    displayCount: view.displayCount,
    pendingCount: view.pendingCount,
    lastVisitAt: view.lastCheckIn?.createdAt ?? null,
    passPageUrl: cardId && ws.serviceUrl ? passPageUrl(ws.serviceUrl, cardId) : null,
    archived: view.archivedAt != null,
  };
}
