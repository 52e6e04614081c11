// The insights' parts of one workspace: its activity feed, its figures and the catch-up once syncing
// is quiet. Made with the workspace's other parts; the tables are read when first asked for.
import type { CoreContext } from '../context';
import type { Workspace } from '../workspace';
import { ActivityTable } from './activity';
import { CatchUpSoon } from './catchUpSoon';
import { ActivityFeed } from './feed';
import { Insights } from './insights';

interface Parts {
  feed: ActivityFeed;
  insights: Insights;
  soon: CatchUpSoon;
}

type InsightsContext = Pick<CoreContext, 'config' | 'program' | 'settings' | 'now'>;

export class InsightsParts {
  private parts: Parts | null = null;

  constructor(
    private readonly ctx: InsightsContext,
    private readonly ws: Workspace,
  ) {}

  /** Made when the insights are first asked for or an item first syncs. */
  get(): Parts {
    if (!this.parts) {
      const { ctx, ws } = this;
      const feed = new ActivityFeed(ws, new ActivityTable(ws.db, ctx.config.timeZone));
      this.parts = {
        feed,
        insights: new Insights(ws.db),
        soon: new CatchUpSoon(() => catchUpAhead(ctx, ws, feed)),
      };
    }
    return this.parts;
  }

  /** A check-in or enrolment reached the service: the figures catch up once syncing is quiet. */
  synced(): void {
    this.get().soon.synced();
  }
}

/**
 * What the first insights.get would otherwise catch up: this station's synced items, and the
 * counter's program in the account's log while the line is up. Nothing once the workspace closed
 * or while items wait to be sent.
 */
async function catchUpAhead(
  ctx: InsightsContext,
  ws: Workspace,
  feed: ActivityFeed,
): Promise<void> {
  if (!ws.db.open) return;
  // Not while a drain goes on: each run rereads the items still open, and the drain's last item
  // starts one more run once it syncs.
  const { pending, sending } = ws.outbox.counts();
  if (pending + sending > 0) return;
  const counter = ctx.program(ws)?.dynamicPassId ?? null;
  await feed.catchUpStation(ctx.settings().stationName, counter);
  if (counter && ws.api && ws.connectivity.online && ws.db.open) {
    await feed.catchUpService(counter, ctx.now());
  }
}
