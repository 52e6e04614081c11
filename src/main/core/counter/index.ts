// The counter area: the program, a scan in one call, a member's view, check-ins and their undo.
import type { AreaHandlers, CoreContext } from '../context';
import type { CustomerDisplay } from '../display/customerDisplay';
import { keepProgramIcon } from '../images/programIcon';
import { refreshTemplateList } from '../templates/templateActions';
import { checkIn } from './checkIn';
import { CounterMemory } from './counterMemory';
import { lookUpMember } from './lookUpMember';
import { scanAtCounter } from './scan';
import { undo } from './undo';

export function counterHandlers(
  ctx: CoreContext,
  display: Pick<CustomerDisplay, 'acted' | 'nobody' | 'view'>,
): AreaHandlers<'counter' | 'display'> {
  const memory = new CounterMemory();
  return {
    'counter.program': async () => {
      const w = await ctx.workspace();
      if (!ctx.program(w) && w.templates.listFetchedAt() === null && w.api) {
        await refreshTemplateList(ctx, w).catch(() => undefined);
      }
      const program = ctx.program(w);
      keepProgramIcon(w.images, program);
      // The counter opening is when its member search will soon be needed: read the list now.
      if (program && w.api && w.connectivity.usable)
        w.directory.refreshIfStale(program.dynamicPassId);
      return program;
    },
    'counter.scan': async (request) => scanAtCounter(ctx, display, memory, request),
    'counter.member': async ({ customerId, show }) => {
      const member = await lookUpMember(ctx, customerId.trim());
      if (show) await display.acted(member, 'shown');
      return member;
    },
    // Named from a search or the members list: picked, not scanned.
    'counter.checkIn': async (request) => checkIn(ctx, display, { ...request, how: 'picked' }),
    'counter.undo': async (request) => undo(ctx, display, memory, request),
    // The display facing the customer follows the counter's actions.
    'display.current': async () => display.view(),
    // Only the web host has links to mint; it answers this channel itself.
    'display.link': async () => ({ url: null }),
  };
}
