// One member as a search result or a dialog shows them.
import { memberName } from '@shared/members/memberName';
import type { MemberSummary } from '@shared/ipc/views';
import type { CoreContext } from '../context';
import type { Workspace } from '../workspace';
import { passPageUrl } from '../api/assumed';
import { currentMemberId } from './enrolments';

/** Under their current id: the service's, once a member enrolled here has their pass. */
export function summary(ctx: CoreContext, ws: Workspace, customerId: string): MemberSummary {
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
