// Looking a member up at the counter, asking the service for a new member's count briefly.
import { failure } from '@shared/i18n/failure';
import type { MemberView } from '@shared/ipc/views';
import type { CoreContext } from '../context';
import { currentMemberId } from '../members/enrolments';
import { withinLookupWait } from '../members/freshDirectory';

export async function lookUpMember(ctx: CoreContext, code: string): Promise<MemberView> {
  const ws = await ctx.workspace();
  const program = ctx.program(ws);
  const customerId = currentMemberId(ws.outbox, code);
  if (ws.members.erased.has(code) || ws.members.erased.has(customerId)) {
    throw failure('notFound', 'main.counter.passErased');
  }
  const known = ws.members.get(customerId);
  if (program && ws.api && ws.connectivity.usable && known?.knownCount == null) {
    await withinLookupWait(ws.directory.refresh(program.dynamicPassId).catch(() => null));
  }
  return ctx.memberView(ws, code);
}
