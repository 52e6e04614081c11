// The members screen's channels: the program's members listed a page at a time, a member's
// details changed (Update User) and a member erased on request (Delete User).
import type { Handlers } from '@shared/ipc/dispatch';
import type { CoreContext } from '../context';
import { eraseMember, type ErasureDisplay } from './erase';
import { freshDirectory } from './freshDirectory';
import { summary } from './summary';
import { updateMember } from './update';

type ListChannels = 'members.list' | 'members.update' | 'members.erase';

export function memberListHandlers(
  ctx: CoreContext,
  display: ErasureDisplay,
): Pick<Handlers, ListChannels> {
  return {
    'members.list': async ({ query, sort, descending, offset, limit }) => {
      const ws = await ctx.workspace();
      const program = ctx.program(ws);
      if (!program) return { total: 0, members: [], listedAt: null };
      await freshDirectory(ws, program.dynamicPassId, 'whole');
      const page = ws.members.list.page({
        dynamicPassId: program.dynamicPassId,
        query,
        sort,
        descending,
        offset,
        limit,
        phoneCountry: ctx.settings().phoneCountry,
      });
      return {
        total: page.total,
        members: page.customerIds.map((id) => summary(ctx, ws, id)),
        listedAt: ws.directory.listedAt(program.dynamicPassId),
      };
    },
    'members.update': (request) => updateMember(ctx, request.customerId, request.fields),
    'members.erase': (request) => eraseMember(ctx, display, request.customerId),
  };
}
