// The members area: finding the program's members by what the cashier types, and one member.
import { customerIdFromScan } from '@shared/scan/customerIdRule';
import { memberName } from '@shared/members/memberName';
import type { MemberSummary } from '@shared/ipc/views';
import { AppError } from '@shared/ipc/errors';
import type { AreaHandlers, CoreContext } from '../context';
import type { Workspace } from '../workspace';
import { lookUpMember, withinLookupWait } from '../counter/lookUpMember';
import { HISTORY_LIMIT, mergeHistory } from './history';

function summary(ctx: CoreContext, ws: Workspace, customerId: string): MemberSummary {
  const known = ws.members.get(customerId);
  const view = ctx.memberView(ws, customerId);
  const fields = known?.dynamicFields ?? {};
  return {
    customerId,
    name: memberName(fields),
    cardId: known?.cardId ?? null,
    fields,
    displayCount: view.displayCount,
    pendingCount: view.pendingCount,
    lastVisitAt: view.lastCheckIn?.createdAt ?? null,
  };
}

export function membersHandlers(ctx: CoreContext): AreaHandlers<'members'> {
  return {
    'members.search': async ({ query, limit }) => {
      const ws = await ctx.workspace();
      const program = ctx.program(ws);
      if (!program) return { members: [], listedAt: null };
      if (ws.api && ws.connectivity.usable) {
        // The very first search waits briefly for the list, so it does not answer "nobody".
        const first = ws.directory.listedAt(program.dynamicPassId) === null;
        const reading = ws.directory.refreshIfStale(program.dynamicPassId);
        if (first && reading) await withinLookupWait(reading);
      }
      const ids = ws.members.search.find(program.dynamicPassId, query, limit);
      return {
        members: ids.map((id) => summary(ctx, ws, id)),
        listedAt: ws.directory.listedAt(program.dynamicPassId),
      };
    },
    'members.get': async (request) => {
      let customerId: string;
      if ('text' in request) {
        const resolved = customerIdFromScan(request.text, ctx.settings().barcodeRule);
        if (!resolved.ok) throw new AppError('invalid', resolved.reason);
        customerId = resolved.customerId;
      } else customerId = request.customerId;
      // Reads the member list briefly when this member (and so their pass) is not known yet.
      await lookUpMember(ctx, customerId);
      const ws = await ctx.workspace();
      return { member: summary(ctx, ws, customerId) };
    },
    'members.history': async ({ customerId }) => {
      const ws = await ctx.workspace();
      const serviceLog =
        ws.api && ws.connectivity.usable
          ? await ws.api.activityLog(customerId).catch(() => null)
          : null;
      const own = ws.outbox.historyOfMember(customerId, HISTORY_LIMIT);
      return {
        entries: mergeHistory(own, serviceLog ?? [], ctx.settings().stationName),
        fromService: serviceLog !== null,
      };
    },
  };
}
