// The journal area: every action and outcome, as a list and as a CSV file.
import type { AreaHandlers, CoreContext } from '../context';

export function journalHandlers(ctx: CoreContext): AreaHandlers<'journal'> {
  return {
    'journal.list': async ({ limit }) => ({ entries: (await ctx.workspace()).journal.list(limit) }),
    'journal.exportCsv': async () =>
      (await ctx.workspace()).journal.exportCsv(ctx.settings().stationName),
  };
}
