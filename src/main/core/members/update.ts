// A member's details changed from the members screen: checked with the enrolment form, queued as
// Update User in the member's lane (behind an enrolment not yet sent), and shown and found at once.
import { failure } from '@shared/i18n/failure';
import type { ChannelResponse } from '@shared/ipc/contract';
import { memberName } from '@shared/members/memberName';
import type { CoreContext } from '../context';
import { sealingCode } from './accessCodes';
import { checkedFields } from './enrol';
import { currentMemberId } from './enrolments';
import { requiredProgram } from './program';
import { summary } from './summary';

export async function updateMember(
  ctx: CoreContext,
  customerId: string,
  fields: Record<string, string>,
): Promise<ChannelResponse<'members.update'>> {
  const ws = await ctx.workspace();
  const program = requiredProgram(ctx.program(ws), 'store.program.neededToEdit');
  const id = currentMemberId(ws.outbox, customerId);
  if (!ws.members.get(id)) {
    throw failure('notFound', 'store.member.notHere');
  }
  const values = checkedFields(ctx, program, fields);
  const row = ws.submit(
    'updateMember',
    sealingCode(ws, {
      customerId: id,
      dynamicPassId: program.dynamicPassId,
      groupId: ws.directory.knownGroupOf(program.dynamicPassId),
      fields: values,
    }),
    {
      detail: memberName(values),
      alongside: () => ws.members.setFields(id, program.dynamicPassId, values),
    },
  );
  return { member: summary(ctx, ws, id), item: ws.outbox.view(row) };
}
