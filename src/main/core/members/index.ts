// The members area: finding the program's members by what the cashier types, one member, their
// story, and enrolling a new one.
import type { AreaHandlers, CoreContext } from '../context';
import { currentMemberId } from './enrolments';
import { enrol } from './enrol';
import { freshDirectory } from './freshDirectory';
import { HISTORY_LIMIT, mergeHistory } from './history';
import { memberRecordHandlers } from './import';
import type { ErasureDisplay } from './erase';
import { memberListHandlers } from './records';
import { summary } from './summary';

/**
 * How the counter finds the member a code names (counter/scan.ts, counter/lookUpMember.ts):
 * passed in by the handler table, so the members area never calls up into the counter.
 */
export interface CounterLookUp {
  resolveScannedCode(ctx: CoreContext, text: string): string;
  /** Reads the member list briefly when this member is not known yet. */
  lookUpMember(ctx: CoreContext, customerId: string): Promise<unknown>;
}

export function membersHandlers(
  ctx: CoreContext,
  counter: CounterLookUp,
  display: ErasureDisplay,
): AreaHandlers<'members'> {
  return {
    'members.search': async ({ query, limit }) => {
      const ws = await ctx.workspace();
      const program = ctx.program(ws);
      if (!program) return { members: [], listedAt: null };
      await freshDirectory(ws, program.dynamicPassId, 'firstPart');
      const ids = ws.members.search.find(
        program.dynamicPassId,
        query,
        limit,
        ctx.settings().phoneCountry,
      );
      return {
        members: ids.map((id) => summary(ctx, ws, id)),
        listedAt: ws.directory.listedAt(program.dynamicPassId),
      };
    },
    'members.get': async (request) => {
      // A pass id this station knows names its holder at once (the Archive screen takes both).
      const holder =
        'text' in request ? (await ctx.workspace()).members.holderOf(request.text.trim()) : null;
      const customerId =
        holder ??
        ('text' in request ? counter.resolveScannedCode(ctx, request.text) : request.customerId);
      // Reads the member list briefly when this member (and so their pass) is not known yet.
      await counter.lookUpMember(ctx, customerId);
      const ws = await ctx.workspace();
      return { member: summary(ctx, ws, customerId) };
    },
    'members.history': async (request) => {
      const ws = await ctx.workspace();
      const customerId = currentMemberId(ws.outbox, request.customerId);
      const serviceLog =
        ws.api && ws.connectivity.usable
          ? await ws.api.activityLog(customerId).catch(() => null)
          : null;
      const own = ws.outbox.historyOfMember(customerId, HISTORY_LIMIT);
      return {
        entries: mergeHistory(
          own,
          serviceLog ?? [],
          ctx.settings().stationName,
          ws.journal.authorsOf(own.map((row) => row.id)),
        ),
        fromService: serviceLog !== null,
      };
    },
    'members.enrol': async ({ fields }) => enrol(ctx, fields),
    ...memberRecordHandlers(ctx),
    ...memberListHandlers(ctx, display),
  };
}
