// The insights area: a program's figures over a period, for the manager. The activity table is
// caught up in the background once syncing goes quiet (`CatchUpSoon`), and again when the figures
// are asked for, never on the sync engine's path.
import { loyaltyProgressData } from '@shared/api';
import type { InsightsFigures, InsightsView } from '@shared/ipc/insightsView';
import { translatorOf } from '@shared/i18n/everyLanguage';
import { AppError } from '@shared/ipc/errors';
import type { AreaHandlers, CoreContext } from '../context';
import type { Workspace } from '../workspace';
import { localSlots } from './activity';
import type { InsightsParts } from './insightsParts';
import type { InsightsQuery } from './insights';
import { periodDays } from './period';

/** The loyalty programs the station knows, by name. */
function programs(ws: Workspace): { dynamicPassId: string; name: string }[] {
  return ws.templates
    .list()
    .filter(
      (t) =>
        t.kind === 'loyalty' &&
        loyaltyProgressData.safeParse(t.template.loyaltyProgressData).success,
    )
    .map((t) => ({ dynamicPassId: t.dynamicPassId, name: t.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const nothingYet = (figures: InsightsFigures): boolean =>
  figures.visits === 0 && figures.newMembers === 0 && figures.rewardsRedeemed === 0;

/** `opened` gives the active workspace with its insights' parts. */
export function insightsHandlers(
  ctx: CoreContext,
  opened: () => Promise<{ ws: Workspace; insights: InsightsParts }>,
): AreaHandlers<'insights'> {
  return {
    'insights.get': async ({ dynamicPassId, period, account }) => {
      const { ws, insights: parts } = await opened();
      const timeZone = ctx.config.timeZone;
      const { feed, insights } = parts.get();
      const settings = ctx.settings();
      const counter = ctx.program(ws)?.dynamicPassId ?? null;
      const known = programs(ws);
      const programId = dynamicPassId ?? counter ?? known[0]?.dynamicPassId ?? null;
      const today = localSlots(ctx.now().toISOString(), timeZone).day;
      const days = periodDays(period, today);
      await feed.catchUpStation(settings.stationName, counter);
      // The note is said in the station's language each time the view is read.
      const words = translatorOf(settings.language);
      let accountNote: string | null = null;
      if (programId && account !== false && ws.api && !ws.connectivity.online) {
        // Not worth a request's timeout while the line is known to be down.
        accountNote = words.t('store.insights.offline');
      } else if (programId && account !== false && ws.api) {
        try {
          const read = await feed.catchUpService(programId, ctx.now());
          if (!read.complete) accountNote = words.t('store.insights.stillReading');
        } catch (error) {
          const problem =
            error instanceof AppError && error.said
              ? words.say(error.said)
              : error instanceof Error
                ? error.message
                : String(error);
          accountNote = words.t('store.insights.notUpdated', { problem });
        }
      } else if (programId && !ws.api) {
        accountNote = words.t('store.insights.noService');
      }
      const view: InsightsView = {
        programs: known,
        program: known.find((p) => p.dynamicPassId === programId) ?? null,
        fromDay: days.fromDay,
        toDay: days.lastDay,
        timeZone,
        station: null,
        account: null,
        accountReadAt: programId ? feed.serviceReadAt(programId) : null,
        accountNote,
        waitingVisits: feed.waitingCheckIns(),
      };
      if (!programId) return view;
      const query = (scope: InsightsQuery['scope']): InsightsQuery => ({
        dynamicPassId: programId,
        fromDay: days.fromDay,
        toDay: days.toDay,
        scope,
      });
      view.station = insights.of(query('station'));
      const accountFigures = insights.of(query('account'));
      view.account =
        view.accountReadAt === null && nothingYet(accountFigures) ? null : accountFigures;
      return view;
    },
  };
}
