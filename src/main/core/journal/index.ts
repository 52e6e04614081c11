// The journal area: every action and outcome, as a list and as a CSV file.
import { translatorOf } from '@shared/i18n/everyLanguage';
import type { AreaHandlers, CoreContext } from '../context';

export function journalHandlers(ctx: CoreContext): AreaHandlers<'journal'> {
  return {
    'journal.list': async ({ limit }) => ({ entries: (await ctx.workspace()).journal.list(limit) }),
    'journal.exportCsv': async () => {
      const { stationName, language } = ctx.settings();
      return (await ctx.workspace()).journal.exportCsv(stationName, translatorOf(language));
    },
  };
}
