// What the station builds beside each workspace it opens, owned with it and dropped with it: the
// store's records it shares, and the flags' and insights' parts. The areas are handed these.
import type { SettingsControl } from './settings/settingsControl';
import { FlagsParts } from './flags/flagsParts';
import { InsightsParts } from './insights/insightsParts';
import { MemberSharing } from './store/memberSharing';
import { StoreRecords, type MemberForgetting, type RecordsStation } from './store/records';
import type { Workspace } from './workspace';

export class WorkspaceParts {
  /** Shares the workspace's records with the store; stops when its document closes. */
  readonly records: StoreRecords;
  readonly flags: FlagsParts;
  readonly insights: InsightsParts;

  constructor(
    ctx: RecordsStation,
    control: Pick<SettingsControl, 'updateSettings'>,
    readonly ws: Workspace,
    forgetting: MemberForgetting,
  ) {
    this.records = new StoreRecords(ctx, ws, control, forgetting);
    // What the members area asks of the store, answered once the records share this workspace's.
    ws.members.joinStore(new MemberSharing(ws, ctx.stationId));
    this.flags = new FlagsParts(ws, ctx.config.timeZone, () => ctx.now());
    this.insights = new InsightsParts(ctx, ws);
  }
}
