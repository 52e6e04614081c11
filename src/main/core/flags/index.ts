// The flags area: the activity to look at, for the owner. Flags are brought up to date when they
// are asked for, in slices; a person's decisions on them are journaled with who and why.
import { z } from 'zod';
import { translatorOf } from '@shared/i18n/everyLanguage';
import { failure } from '@shared/i18n/failure';
import { flagsRequest, type FlagView } from '@shared/ipc/flagsContract';
import { SIGNALS } from '@shared/flags/flagRules';
import type { AreaHandlers, CoreContext } from '../context';
import { localSlots } from '../insights/activity';
import { programMaxCount } from '../members/program';
import type { Workspace } from '../workspace';
import type { FlagsDb } from './flagsDb';
import type { FlagsParts } from './flagsParts';
import { flagsCsv, flagViews, visitOf } from './flagViews';
import { shiftDay } from './days';
import type { Judged } from './lookAgain';

const DEFAULT_DAYS = 30;
const MEMBER_VISITS = 200;
const SEEN_KEY = 'flags.summarySeen';

/**
 * The counter's own set of a count, stored through the outbox with its reason
 * (counter/checkIn.ts): passed in by the handler table, so the flags never call up into it.
 */
export type CounterSet = (set: {
  customerId: string;
  action: { kind: 'set'; count: number };
  reason: string;
}) => Promise<{ item: { id: string } }>;

/** `opened` gives the active workspace with its flags' parts. */
export function flagsHandlers(
  ctx: CoreContext,
  opened: () => Promise<{ ws: Workspace; flags: FlagsParts }>,
  counterSet: CounterSet,
): AreaHandlers<'flags'> {
  const today = () => localSlots(ctx.now().toISOString(), ctx.config.timeZone).day;
  const judged = (ws: Workspace): Judged => {
    const settings = ctx.settings();
    return {
      rules: settings.flagRules,
      hours: settings.openingHours,
      max: programMaxCount(ctx.program(ws)),
    };
  };
  const open = async () => {
    const { ws, flags } = await opened();
    return { ws, ...flags.get() };
  };
  const caughtUp = async () => {
    const found = await open();
    await found.watch.catchUp(judged(found.ws));
    return found;
  };
  const period = (given: { fromDay: string; toDay: string } | undefined) =>
    given ?? { fromDay: shiftDay(today(), -(DEFAULT_DAYS - 1)), toDay: today() };
  const oneFlag = (flags: FlagsDb, id: string): FlagView => {
    const stored = flags.get(id);
    if (!stored) throw failure('notFound', 'main.flags.notFound');
    return flagViews(flags, [stored])[0]!;
  };
  /** Writes a person's decision and its journal line in one transaction. */
  const decide = (
    ws: Workspace,
    flags: FlagsDb,
    flag: FlagView,
    action: 'dismiss' | 'note' | 'correct',
    reason: string,
    item: { itemId: string; count: number } | null = null,
  ) => {
    const at = ctx.now().toISOString();
    const actor = ctx.staff.actor();
    ws.db.transaction(() => {
      if (action === 'dismiss' && !flags.dismiss(flag.id)) {
        throw failure('conflict', 'main.flags.alreadyDismissed');
      }
      flags.act(flag.id, action, reason, at, actor, item);
      ws.journal.record(
        `flag.${action}`,
        'saved',
        item?.itemId ?? null,
        `${flag.signal} ${flag.day} ${flag.id}`,
        null,
        at,
        reason,
      );
    })();
  };

  return {
    'flags.list': async (request) => {
      const { flags, watch } = await caughtUp();
      const { fromDay, toDay } = period(request.period);
      // Parsed again: a host in the same process may call the table without the contract's defaults.
      const stored = flags.list({ ...flagsRequest.parse(request), fromDay, toDay });
      return {
        flags: flagViews(flags, stored),
        fromDay,
        toDay,
        ...flags.named(fromDay, toDay),
        behind: watch.behind(),
      };
    },
    'flags.count': async () => {
      const { ws, flags, watch } = await open();
      // Answered at once from what is found; the catch-up runs on in slices.
      void watch.catchUp(judged(ws)).catch(() => undefined);
      return { open: flags.openCount() };
    },
    'flags.visits': async (request) => {
      const { flags } = await caughtUp();
      const events =
        'customerId' in request
          ? flags.memberEvents(request.customerId, MEMBER_VISITS)
          : flags.personDay(request.staff, request.day);
      return { visits: events.map(visitOf) };
    },
    'flags.dismiss': async ({ flagId, reason }) => {
      const { ws, flags } = await open();
      decide(ws, flags, oneFlag(flags, flagId), 'dismiss', reason);
      return oneFlag(flags, flagId);
    },
    'flags.note': async ({ flagId, reason }) => {
      const { ws, flags } = await open();
      decide(ws, flags, oneFlag(flags, flagId), 'note', reason);
      return oneFlag(flags, flagId);
    },
    'flags.correct': async ({ flagId, count, reason }) => {
      const { ws, flags } = await open();
      const flag = oneFlag(flags, flagId);
      if (flag.customerId === null) throw failure('invalid', 'main.flags.noMember');
      // The counter's own set: stored through the outbox with its reason, as at the counter.
      const { item } = await counterSet({
        customerId: flag.customerId,
        action: { kind: 'set', count },
        reason,
      });
      decide(ws, flags, flag, 'correct', reason, { itemId: item.id, count });
      return oneFlag(flags, flagId);
    },
    'flags.summary': async ({ seen }) => {
      const { ws, flags } = await caughtUp();
      const day = today();
      const yesterday = shiftDay(day, -1);
      const openFlags = flags.list({ fromDay: '0000-01-01', toDay: day, limit: 500 });
      const ofYesterday = flags.list({
        fromDay: yesterday,
        toDay: yesterday,
        state: 'all',
        limit: 500,
      });
      const openCount = flags.openCount();
      const due = openCount > 0 && ws.meta.get(SEEN_KEY, z.string()) !== day;
      if (seen) ws.meta.set(SEEN_KEY, day);
      return {
        day: yesterday,
        due,
        open: openCount,
        bySignal: SIGNALS.map((signal) => ({
          signal,
          day: ofYesterday.filter((f) => f.signal === signal).length,
          open: openFlags.filter((f) => f.signal === signal).length,
        })).filter((row) => row.day + row.open > 0),
        flags: flagViews(flags, ofYesterday, 0),
      };
    },
    'flags.exportCsv': async (request) => {
      const { flags } = await caughtUp();
      const { fromDay, toDay } = period(request.period);
      const stored = flags.list({ fromDay, toDay, state: 'all', limit: 100_000 });
      const words = translatorOf(ctx.settings().language);
      return {
        filename: `passdesk-flags-${fromDay}-${toDay}.csv`,
        csv: flagsCsv(flagViews(flags, stored, 0), words),
      };
    },
  };
}
