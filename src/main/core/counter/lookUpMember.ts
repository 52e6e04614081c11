// Looking a member up at the counter, asking the service for a new member's count briefly.
import { failure } from '@shared/i18n/failure';
import type { MemberView } from '@shared/ipc/views';
import type { CoreContext } from '../context';
import { currentMemberId } from '../members/enrolments';

/** How long a scan waits for the service to say a new member's count before showing what it has. */
const LOOKUP_WAIT_MS = 1500;

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

/** Waits for a reading of the member list, but never longer than a cashier should wait. */
export async function withinLookupWait(reading: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([reading, new Promise((r) => (timer = setTimeout(r, LOOKUP_WAIT_MS)))]);
  clearTimeout(timer);
}
